import { describe, expect, it } from 'vitest';
import { comingWithGuests, costPerHead, costPerHeadText } from './cost-per-head';
import { addGuestSchema, guestMessages } from './guests';

describe('guests', () => {
  it('take a place in the cost per head when their host is going, not when the host waits', () => {
    const guests = [{ hostId: 'sam' }, { hostId: 'sam' }, { hostId: 'waiting' }];
    const coming = comingWithGuests(['alex', 'sam'], guests);
    expect(coming).toBe(4);
    const cost = costPerHead({ hourly: 2400, durationMinutes: 120, yesCount: coming, minPeople: 2 });
    expect(costPerHeadText(cost, 'USD', 'en-US')).toBe('≈ $12.00 each if 4 come');
    expect(comingWithGuests([], guests)).toBe(0);
  });

  it('have a trimmed name of 1 to 60 characters and, if any, a valid e-mail', () => {
    expect(addGuestSchema.parse({ name: '  Jordan ', email: '' })).toEqual({ name: 'Jordan' });
    expect(addGuestSchema.parse({ name: 'Jordan', email: 'J@Example.test' }).email).toBe('j@example.test');
    const message = (input: unknown) => addGuestSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ name: ' ' })).toBe(guestMessages.nameRequired);
    expect(message({ name: 'x'.repeat(61) })).toBe(guestMessages.nameTooLong);
    expect(message({ name: 'Jordan', email: 'jordan' })).toBe(guestMessages.emailInvalid);
    expect(addGuestSchema.safeParse({ name: 'x'.repeat(60) }).success).toBe(true);
  });
});

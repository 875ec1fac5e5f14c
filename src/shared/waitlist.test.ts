import { describe, expect, it } from 'vitest';
import { INTEREST_MAX_LENGTH, waitlistMessages } from './landing';
import { waitlistSchema } from './waitlist';

describe('waitlistSchema', () => {
  it('needs an e-mail, trims it, and stores a blank or missing interest as null', () => {
    expect(waitlistSchema.parse({ email: ' sam@example.test ', interest: ' Tennis ' })).toEqual({
      email: 'sam@example.test',
      interest: 'Tennis',
    });
    expect(waitlistSchema.parse({ email: 'sam@example.test' })).toEqual({
      email: 'sam@example.test',
      interest: null,
    });
    expect(waitlistSchema.parse({ email: 'sam@example.test', interest: '  ' }).interest).toBeNull();
  });

  it('explains a missing or malformed e-mail and an overlong interest', () => {
    const message = (input: unknown) => waitlistSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ email: '' })).toBe(waitlistMessages.emailRequired);
    expect(message({ email: 'sam@' })).toBe(waitlistMessages.emailInvalid);
    expect(message({ email: 'sam@example.test', interest: 'x'.repeat(INTEREST_MAX_LENGTH + 1) })).toBe(
      waitlistMessages.interestTooLong,
    );
  });
});

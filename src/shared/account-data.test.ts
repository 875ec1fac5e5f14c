import { describe, expect, it } from 'vitest';
import {
  accountDataMessages,
  deleteAccountSchema,
  type GroupMembership,
  groupsBlockingDeletion,
} from './account-data';

const member = (groupId: string, userId: string, role: 'admin' | 'member'): GroupMembership => ({
  groupId,
  groupName: `Group ${groupId}`,
  userId,
  role,
});

describe('groups that keep someone from deleting their account', () => {
  it('names the groups where they are the only member, or the last admin of others', () => {
    const memberships = [
      member('solo', 'me', 'admin'),
      member('led', 'me', 'admin'),
      member('led', 'ann', 'member'),
      member('shared', 'me', 'admin'),
      member('shared', 'ben', 'admin'),
      member('joined', 'me', 'member'),
      member('joined', 'cat', 'admin'),
    ];
    expect(groupsBlockingDeletion(memberships, 'me')).toEqual({
      onlyMember: ['Group solo'],
      lastAdmin: ['Group led'],
    });
  });

  it('is nothing when another admin stays everywhere, or for groups the person is not in', () => {
    const memberships = [
      member('g', 'me', 'member'),
      member('g', 'ann', 'admin'),
      member('h', 'ben', 'admin'),
    ];
    expect(groupsBlockingDeletion(memberships, 'me')).toEqual({ onlyMember: [], lastAdmin: [] });
  });
});

describe('what a refused deletion says', () => {
  it('gives the open amounts on both sides after the issue’s sentence', () => {
    expect(accountDataMessages.openBalances([{ currency: 'USD', owe: 1250, owed: 0 }])).toBe(
      'Settle your open balances before deleting your account. You owe $12.50. Owed to you: $0.00.',
    );
    const twoCurrencies = [
      { currency: 'EUR', owe: 300, owed: 0 },
      { currency: 'USD', owe: 1250, owed: 700 },
    ];
    expect(accountDataMessages.openBalances(twoCurrencies)).toBe(
      'Settle your open balances before deleting your account. You owe €3.00 and $12.50. Owed to you: $7.00.',
    );
    expect(accountDataMessages.lastAdmin(['Tennis', 'Chess'])).toBe(
      'Make another member an admin of "Tennis" and "Chess" before deleting your account.',
    );
  });

  it('takes a six-digit code, trimmed, and refuses anything else', () => {
    expect(deleteAccountSchema.parse({ password: 'pw', code: ' 123456 ' })).toEqual({
      password: 'pw',
      code: '123456',
    });
    expect(deleteAccountSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(deleteAccountSchema.safeParse({ password: 12 }).success).toBe(false);
  });
});

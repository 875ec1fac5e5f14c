import { z } from 'zod';
import { accountSecurityMessages } from './account-security';
import { groupExpensesCsvQuery } from './group-expenses';
import { defineMessages, englishOf, type MessageFormatter } from './i18n/define';
import { englishIntl } from './i18n/english';
import { keepsAnAdmin, type Membership } from './members';
import { formatMinorList } from './money';
import type { CurrencyTotals } from './settle';

/** The name shown wherever a deleted account's money history or past attendance stays (decision 014). */
export const FORMER_MEMBER_NAME = 'Former member';

/** Spec 000 §2, Profile → Your data: the texts of deleting an account, the API's refusals among them. */
export const accountDataText = defineMessages({
  settleFirst: {
    id: 'accountData.settleFirst',
    defaultMessage: 'Settle your open balances before deleting your account.',
  },
  openBalances: {
    id: 'accountData.openBalances',
    defaultMessage:
      'Settle your open balances before deleting your account. You owe {owe}. Owed to you: {owed}.',
    description: "{owe} and {owed} are amounts, one per currency: '$6.00 and €4.00'.",
  },
  lastAdmin: {
    id: 'accountData.lastAdmin',
    defaultMessage: 'Make another member an admin of {groups} before deleting your account.',
    description: 'The groups\' names in quotes, as a list: \'"Tennis" and "Chess"\'.',
  },
  onlyMember: {
    id: 'accountData.onlyMember',
    defaultMessage: 'You are the only member of {groups}. Delete the group before deleting your account.',
    description: 'The groups\' names in quotes, as a list: \'"Tennis" and "Chess"\'.',
  },
  passwordFirst: {
    id: 'accountData.passwordFirst',
    defaultMessage: 'Set a password by e-mail first: deleting your account asks for it.',
  },
  wrongPassword: { id: 'accountData.wrongPassword', defaultMessage: 'Invalid password' },
  wrongCode: { id: 'accountData.wrongCode', defaultMessage: 'Invalid code' },
  deleted: { id: 'accountData.deleted', defaultMessage: 'Your account has been deleted.' },
});

const english = englishOf(accountDataText);

/** The `Intl` locale of a reader's language, for amounts and lists: the spec's English is US English. */
const intlLocale = (intl: MessageFormatter) => (intl.locale === 'en' ? 'en-US' : intl.locale);

const groupList = (names: readonly string[], intl: MessageFormatter) =>
  new Intl.ListFormat(intlLocale(intl), { style: 'long', type: 'conjunction' }).format(
    names.map((n) => `"${n}"`),
  );

/** One side of the open balances: its amount in each currency that has one, else nothing in the first. */
function sideOf(totals: readonly CurrencyTotals[], side: 'owe' | 'owed', locale: string): string {
  const open = totals.filter((total) => total[side] > 0);
  const shown = open.length > 0 ? open : totals.slice(0, 1);
  return formatMinorList(
    shown.map((total) => ({ amount: total[side], currency: total.currency })),
    locale,
  );
}

/**
 * The refusals that name amounts or groups, in a reader's language (`intl`, English by default): the server
 * says them in the account's language, as a screen could not fill in their amounts and names itself.
 */
export const accountDataRefusals = {
  /** The sentence, then the open amounts on each side as Settle Up totals them, per currency. */
  openBalances: (totals: readonly CurrencyTotals[], intl: MessageFormatter = englishIntl) =>
    intl.formatMessage(accountDataText.openBalances, {
      owe: sideOf(totals, 'owe', intlLocale(intl)),
      owed: sideOf(totals, 'owed', intlLocale(intl)),
    }),
  lastAdmin: (groups: readonly string[], intl: MessageFormatter = englishIntl) =>
    intl.formatMessage(accountDataText.lastAdmin, { groups: groupList(groups, intl) }),
  onlyMember: (groups: readonly string[], intl: MessageFormatter = englishIntl) =>
    intl.formatMessage(accountDataText.onlyMember, { groups: groupList(groups, intl) }),
};

/** The same texts in English: the API's error messages. */
export const accountDataMessages = {
  ...english,
  openBalances: (totals: readonly CurrencyTotals[]) => accountDataRefusals.openBalances(totals),
  lastAdmin: (groups: readonly string[]) => accountDataRefusals.lastAdmin(groups),
  onlyMember: (groups: readonly string[]) => accountDataRefusals.onlyMember(groups),
  passwordRequired: accountSecurityMessages.passwordRequired,
  codeRequired: accountSecurityMessages.totpCode,
} as const;

/**
 * Delete my account: the password (when the account has one) and, with two-factor sign-in on, a code from the
 * authenticator app. Which of them the account needs is the server's to decide.
 */
export const deleteAccountSchema = z.object({
  password: z.string().max(1024).optional(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, accountSecurityMessages.totpCode)
    .optional(),
});

/** One live membership in a group the person is in, with that group's name. */
export interface GroupMembership extends Membership {
  groupId: string;
  groupName: string;
}

/**
 * The groups that keep someone from deleting their account, by the rules of leaving (decision 007): the
 * only member of a group deletes it instead, and the last admin of a group with other members first makes
 * someone else an admin. `memberships` holds every live membership of every group `userId` is in.
 */
export function groupsBlockingDeletion(memberships: readonly GroupMembership[], userId: string) {
  const byGroup = new Map<string, GroupMembership[]>();
  for (const row of memberships) byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row]);
  const onlyMember: string[] = [];
  const lastAdmin: string[] = [];
  for (const rows of byGroup.values()) {
    const name = rows[0]?.groupName ?? '';
    if (!rows.some((row) => row.userId === userId)) continue;
    if (rows.length === 1) onlyMember.push(name);
    else if (!keepsAnAdmin(rows, { userId, to: 'gone' })) lastAdmin.push(name);
  }
  const byName = (a: string, b: string) => a.localeCompare(b);
  return { onlyMember: onlyMember.sort(byName), lastAdmin: lastAdmin.sort(byName) };
}

/** Download my data: the viewer's time zone names the file's day (the data itself is in UTC instants). */
export const dataExportQuery = groupExpensesCsvQuery;

/** The downloaded file's name, dated in the viewer's day, e.g. turnout-data-2026-11-20.json. */
export function dataExportFileName(day: string): string {
  return `turnout-data-${day}.json`;
}

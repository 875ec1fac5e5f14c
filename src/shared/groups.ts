import { z } from 'zod';
import { defineMessages, englishOf, type MessageFormatter } from './i18n/define';
import { englishIntl } from './i18n/english';
import { currencyCodeSchema } from './money';

/** Spec 000 §8 and §5: every user-facing message about groups, invites and joining. */
export const groupText = defineMessages({
  nameRequired: { id: 'groups.nameRequired', defaultMessage: 'Group name is required' },
  nameTooLong: { id: 'groups.nameTooLong', defaultMessage: 'Group name is too long' },
  nameTaken: {
    id: 'groups.nameTaken',
    defaultMessage: 'A group with this name already exists. Please choose a different name.',
  },
  mustBeLoggedIn: { id: 'groups.mustBeLoggedIn', defaultMessage: 'You must be logged in to create a group' },
  createFailed: { id: 'groups.createFailed', defaultMessage: 'Failed to create group. Please try again.' },
  deleteFailed: { id: 'groups.deleteFailed', defaultMessage: 'Failed to delete group. Please try again.' },
  statusFailed: {
    id: 'groups.statusFailed',
    defaultMessage: 'Failed to update group status. Please try again.',
  },
  deactivateFailed: {
    id: 'groups.deactivateFailed',
    defaultMessage: 'Failed to deactivate group. Please try again.',
  },
  reactivateFailed: {
    id: 'groups.reactivateFailed',
    defaultMessage: 'Failed to reactivate group. Please try again.',
  },
  notFound: { id: 'groups.notFound', defaultMessage: 'Group not found.' },
  confirmDelete: {
    id: 'groups.confirmDelete',
    defaultMessage: 'Are you sure you want to delete this group? This action cannot be undone.',
  },
  confirmRemoveMember: {
    id: 'groups.confirmRemoveMember',
    defaultMessage: 'Are you sure you want to remove this member?',
  },
  deactivateWarning: {
    id: 'groups.deactivateWarning',
    defaultMessage:
      'Members will not be able to create new games or make changes while the group is inactive.',
  },
  inactive: { id: 'groups.inactive', defaultMessage: 'This group is inactive.' },
  adminOnly: { id: 'groups.adminOnly', defaultMessage: 'Only group admins can do this.' },
  cannotRemoveSelf: {
    id: 'groups.cannotRemoveSelf',
    defaultMessage: 'You cannot remove yourself from the group.',
  },
  lastAdmin: { id: 'groups.lastAdmin', defaultMessage: 'Make another member an admin before you leave.' },
  creatorIsAdmin: { id: 'groups.creatorIsAdmin', defaultMessage: "The group's creator is always an admin." },
  lastMember: {
    id: 'groups.lastMember',
    defaultMessage: 'You are the only member of this group. Delete the group instead of leaving it.',
  },
  confirmLeave: { id: 'groups.confirmLeave', defaultMessage: 'Are you sure you want to leave this group?' },
  left: { id: 'groups.left', defaultMessage: 'You left {groupName}.' },
  unsettledExpenses: {
    id: 'groups.unsettledExpenses',
    defaultMessage:
      'This group still has unsettled expenses. Settle them before deleting the group, so no money records are lost.',
  },
  messageCopied: { id: 'groups.messageCopied', defaultMessage: 'Message copied!' },
  currencyLocked: {
    id: 'groups.currencyLocked',
    defaultMessage: 'This group already has expenses, so its currency cannot change.',
  },
  currencyFailed: {
    id: 'groups.currencyFailed',
    defaultMessage: 'Failed to change the currency. Please try again.',
  },
  maxUsesTooFew: { id: 'groups.invite.maxUsesTooFew', defaultMessage: 'Max uses must be at least 1' },
  maxUsesTooMany: { id: 'groups.invite.maxUsesTooMany', defaultMessage: 'Max uses can be at most 10,000' },
  // "Copy share message" puts these lines on the clipboard, one under the other.
  shareJoin: { id: 'groups.invite.share.join', defaultMessage: 'Join "{groupName}" on Turnout!' },
  shareOpen: { id: 'groups.invite.share.open', defaultMessage: '1. Open {link}' },
  shareSignIn: { id: 'groups.invite.share.signIn', defaultMessage: '2. Sign in or create an account' },
  shareCode: { id: 'groups.invite.share.code', defaultMessage: '3. Enter the code: {code}' },
});

/** The same texts in English: the API's error messages and the schemas'. */
export const groupMessages = englishOf(groupText);

export const joinText = defineMessages({
  invalidFormat: { id: 'groups.join.invalidFormat', defaultMessage: 'Please enter a valid 4-digit code' },
  wrongCode: {
    id: 'groups.join.wrongCode',
    defaultMessage: 'Invalid code. Please check the code and try again.',
  },
  expired: { id: 'groups.join.expired', defaultMessage: 'This invitation code has expired' },
  usedUp: {
    id: 'groups.join.usedUp',
    defaultMessage: 'This invitation code has reached its maximum number of uses',
  },
  groupMissing: {
    id: 'groups.join.groupMissing',
    defaultMessage: 'This group does not exist or you do not have permission to view it.',
  },
  fetchFailed: {
    id: 'groups.join.fetchFailed',
    defaultMessage: 'An error occurred while fetching group information.',
  },
  unexpected: {
    id: 'groups.join.unexpected',
    defaultMessage: 'An unexpected error occurred. Please try again later.',
  },
  success: { id: 'groups.join.success', defaultMessage: 'Success!' },
  joined: { id: 'groups.join.joined', defaultMessage: 'You have successfully joined the group.' },
  redirecting: { id: 'groups.join.redirecting', defaultMessage: 'Redirecting you to the group page...' },
  inactive: {
    id: 'groups.join.inactive',
    defaultMessage: 'This group is inactive and is not accepting new members.',
  },
});

export const joinMessages = englishOf(joinText);

/** Spec 000 §9. */
export const INVITE_VALIDITY_DAYS = 7;
export const INVITE_CODE_MIN = 1000;
export const INVITE_CODE_MAX = 9999;
export const JOIN_REDIRECT_MS = 2000;
export const SHARE_NOTE_MS = 3000;
export const UPCOMING_GAMES_ON_GROUP_PAGE = 5;
/** The group page's places grid shows the first places by name; "View all places" opens the whole list. */
export const PLACES_ON_GROUP_PAGE = 6;
/** Brute-force limit on join codes: wrong codes per user and group per window. */
export const JOIN_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 } as const;

export const groupNameSchema = z
  .string()
  .trim()
  .min(1, groupMessages.nameRequired)
  .max(100, groupMessages.nameTooLong);

/** A new group's currency: the creator's choice; a client that sends none gets US dollars, as before. */
export const createGroupSchema = z.object({ name: groupNameSchema, currency: currencyCodeSchema.optional() });
export const changeCurrencySchema = z.object({ currency: currencyCodeSchema });
export const renameGroupSchema = z.object({ name: groupNameSchema });

export const joinCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{4}$/, joinMessages.invalidFormat),
});

export const generateInviteSchema = z.object({
  maxUses: z
    .number()
    .int()
    .min(1, groupMessages.maxUsesTooFew)
    .max(10_000, groupMessages.maxUsesTooMany)
    .nullable()
    .optional(),
});

export type InviteState = 'none' | 'active' | 'expired';

export interface InviteLike {
  expiresAt: Date | string;
  maxUses: number | null;
  currentUses: number;
}

/** An invite is expired once now is past expires_at or its uses reached max_uses (spec 000 §4). */
export function inviteState(invite: InviteLike | null | undefined, now: Date): InviteState {
  if (!invite) return 'none';
  if (new Date(invite.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (invite.maxUses !== null && invite.currentUses >= invite.maxUses) return 'expired';
  return 'active';
}

/** Where an invite link points: the site origin plus /groups/join/{groupId}. */
export function inviteLink(origin: string, groupId: string): string {
  return `${origin.replace(/\/$/, '')}/groups/join/${groupId}`;
}

/** The text that "Copy share message" puts on the clipboard, in the viewer's language (`intl`). */
export function inviteShareMessage(
  groupName: string,
  link: string,
  code: string,
  intl: MessageFormatter = englishIntl,
): string {
  return [
    intl.formatMessage(groupText.shareJoin, { groupName }),
    intl.formatMessage(groupText.shareOpen, { link }),
    intl.formatMessage(groupText.shareSignIn),
    intl.formatMessage(groupText.shareCode, { code }),
  ].join('\n');
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

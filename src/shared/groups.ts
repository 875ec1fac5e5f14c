import { z } from 'zod';
import { currencyCodeSchema } from './money';

/** Spec 000 §8 and §5: every user-facing message about groups, invites and joining. */
export const groupMessages = {
  nameRequired: 'Group name is required',
  nameTaken: 'A group with this name already exists. Please choose a different name.',
  mustBeLoggedIn: 'You must be logged in to create a group',
  createFailed: 'Failed to create group. Please try again.',
  deleteFailed: 'Failed to delete group. Please try again.',
  statusFailed: 'Failed to update group status. Please try again.',
  deactivateFailed: 'Failed to deactivate group. Please try again.',
  reactivateFailed: 'Failed to reactivate group. Please try again.',
  notFound: 'Group not found.',
  confirmDelete: 'Are you sure you want to delete this group? This action cannot be undone.',
  confirmRemoveMember: 'Are you sure you want to remove this member?',
  deactivateWarning:
    'Members will not be able to create new games or make changes while the group is inactive.',
  inactive: 'This group is inactive.',
  adminOnly: 'Only group admins can do this.',
  cannotRemoveSelf: 'You cannot remove yourself from the group.',
  lastAdmin: 'Make another member an admin before you leave.',
  creatorIsAdmin: "The group's creator is always an admin.",
  lastMember: 'You are the only member of this group. Delete the group instead of leaving it.',
  confirmLeave: 'Are you sure you want to leave this group?',
  left: (groupName: string) => `You left ${groupName}.`,
  unsettledExpenses:
    'This group still has unsettled expenses. Settle them before deleting the group, so no money records are lost.',
  messageCopied: 'Message copied!',
  currencyLocked: 'This group already has expenses, so its currency cannot change.',
  currencyFailed: 'Failed to change the currency. Please try again.',
} as const;

export const joinMessages = {
  invalidFormat: 'Please enter a valid 4-digit code',
  wrongCode: 'Invalid code. Please check the code and try again.',
  expired: 'This invitation code has expired',
  usedUp: 'This invitation code has reached its maximum number of uses',
  groupMissing: 'This group does not exist or you do not have permission to view it.',
  fetchFailed: 'An error occurred while fetching group information.',
  insertFailed: (message: string) => `Error joining group: ${message}`,
  unexpected: 'An unexpected error occurred. Please try again later.',
  success: 'Success!',
  joined: 'You have successfully joined the group.',
  redirecting: 'Redirecting you to the group page...',
  inactive: 'This group is inactive and is not accepting new members.',
} as const;

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
  .max(100, 'Group name is too long');

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
    .min(1, 'Max uses must be at least 1')
    .max(10_000, 'Max uses can be at most 10,000')
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

/** The text that "Copy share message" puts on the clipboard. */
export function inviteShareMessage(groupName: string, link: string, code: string): string {
  return [
    `Join "${groupName}" on Turnout!`,
    `1. Open ${link}`,
    '2. Sign in or create an account',
    `3. Enter the code: ${code}`,
  ].join('\n');
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}

import { defineMessages } from '../../../shared/i18n/define';

export const inviteMessages = defineMessages({
  title: { id: 'groups.invite.title', defaultMessage: 'Invite friends' },
  intro: {
    id: 'groups.invite.intro',
    defaultMessage: 'Friends open the link, sign in, and enter the 4-digit code.',
  },
  copyFailed: {
    id: 'groups.invite.copyFailed',
    defaultMessage: 'Copying failed. Select the text and copy it yourself.',
  },
  noCodeAdmin: {
    id: 'groups.invite.noCodeAdmin',
    defaultMessage: 'No invite code yet. Generate one to invite friends.',
  },
  noCodeMember: {
    id: 'groups.invite.noCodeMember',
    defaultMessage: 'No invite code yet. Ask an admin of the group to generate one.',
  },
  link: { id: 'groups.invite.link', defaultMessage: 'Invite link' },
  copyShareMessage: { id: 'groups.invite.copyShareMessage', defaultMessage: 'Copy share message' },
  copyLink: { id: 'groups.invite.copyLink', defaultMessage: 'Copy link' },
  extend: { id: 'groups.invite.extend', defaultMessage: 'Extend' },
  expire: { id: 'groups.invite.expire', defaultMessage: 'Expire' },
  linkCopied: { id: 'groups.invite.linkCopied', defaultMessage: 'Link copied!' },
  maxUses: { id: 'groups.invite.maxUses', defaultMessage: 'Max uses (optional)' },
  maxUsesHint: { id: 'groups.invite.maxUsesHint', defaultMessage: 'Leave empty for no limit.' },
  generate: { id: 'groups.invite.generate', defaultMessage: 'Generate code' },
  // The code's details.
  code: { id: 'groups.invite.code', defaultMessage: 'Invite code' },
  active: { id: 'groups.invite.active', defaultMessage: 'Active' },
  expired: { id: 'groups.invite.expired', defaultMessage: 'Expired' },
  expiresOn: {
    id: 'groups.invite.expiresOn',
    defaultMessage: 'Expires {moment}',
    description: 'The moment is a day and time, e.g. “Sat, Mar 14, 2026 at 7:00 PM”.',
  },
  expiredOn: {
    id: 'groups.invite.expiredOn',
    defaultMessage: 'Expired {moment}',
    description: 'The moment is a day and time, e.g. “Sat, Mar 14, 2026 at 7:00 PM”.',
  },
  moment: {
    id: 'groups.invite.moment',
    defaultMessage: '{day} at {time}',
    description: 'A day and a time: “Sat, Mar 14, 2026 at 7:00 PM”.',
  },
  usesUnlimited: { id: 'groups.invite.usesUnlimited', defaultMessage: 'Uses: {count} (no limit)' },
  usesLimited: { id: 'groups.invite.usesLimited', defaultMessage: 'Uses: {count} / {max}' },
});

import { defineMessages } from '../../../shared/i18n/define';

/** The words of the members screen: its rows, the admin's buttons and their dialogs, and leaving. */
export const membersMessages = defineMessages({
  title: { id: 'members.title', defaultMessage: 'Group Members' },
  backToGroup: { id: 'members.backToGroup', defaultMessage: 'Back to group' },
  count: { id: 'members.count', defaultMessage: 'Members ({count})' },
  inactiveHint: {
    id: 'members.inactiveHint',
    defaultMessage: 'Roles cannot change and nobody can be removed until an admin reactivates it.',
  },
  defaultName: { id: 'members.defaultName', defaultMessage: 'User' },
  you: { id: 'members.you', defaultMessage: '(you)', description: 'After the viewer’s own name.' },
  admin: { id: 'members.role.admin', defaultMessage: 'Admin' },
  member: { id: 'members.role.member', defaultMessage: 'Member' },
  creator: { id: 'members.creator', defaultMessage: 'Creator' },
  joined: {
    id: 'members.joined',
    defaultMessage: 'Joined {date}',
    description: 'The day the member joined the group, e.g. “Mar 7, 2026”.',
  },
  makeAdmin: { id: 'members.makeAdmin', defaultMessage: 'Make admin' },
  makeNameAdmin: { id: 'members.makeNameAdmin', defaultMessage: 'Make {name} an admin' },
  makeMember: { id: 'members.makeMember', defaultMessage: 'Make member' },
  makeNameMember: { id: 'members.makeNameMember', defaultMessage: 'Make {name} a member' },
  stepDown: { id: 'members.stepDown', defaultMessage: 'Step down' },
  stepDownAsAdmin: { id: 'members.stepDownAsAdmin', defaultMessage: 'Step down as admin' },
  stepDownWarning: {
    id: 'members.stepDownWarning',
    defaultMessage: 'You will no longer be able to manage this group.',
  },
  remove: { id: 'members.remove', defaultMessage: 'Remove' },
  removeName: { id: 'members.removeName', defaultMessage: 'Remove {name}' },
  removeMember: { id: 'members.removeMember', defaultMessage: 'Remove member' },
  leaveGroup: { id: 'members.leaveGroup', defaultMessage: 'Leave group' },
  leave: { id: 'members.leave', defaultMessage: 'Leave' },
  cancel: { id: 'members.cancel', defaultMessage: 'Cancel' },
});

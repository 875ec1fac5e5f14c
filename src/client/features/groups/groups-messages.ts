import { defineMessages } from '../../../shared/i18n/define';

/**
 * The words of the groups screens: the list, Create Group, a group's page (its name, invite, members, games and
 * places) and joining by code. The API's and the schemas' texts are in src/shared/groups.ts.
 */
export const groupsMessages = defineMessages({
  title: { id: 'groups.list.title', defaultMessage: 'Groups' },
  createGroup: { id: 'groups.createGroup', defaultMessage: 'Create Group' },
  newGame: { id: 'groups.list.newGame', defaultMessage: 'New Game' },
  noGroups: { id: 'groups.list.noGroups', defaultMessage: 'You are not a member of any groups yet.' },
  noGroupsHint: {
    id: 'groups.list.noGroupsHint',
    defaultMessage:
      'Create a group for the friends you play with, then share its invite code so they can join.',
  },
  backToGroups: { id: 'groups.backToGroups', defaultMessage: 'Back to Groups' },
  cancel: { id: 'groups.cancel', defaultMessage: 'Cancel' },
  admin: { id: 'groups.role.admin', defaultMessage: 'Admin' },
  member: { id: 'groups.role.member', defaultMessage: 'Member' },
  inactive: { id: 'groups.card.inactive', defaultMessage: 'Inactive' },
  counts: {
    id: 'groups.card.counts',
    defaultMessage:
      '{members, plural, one {# member} other {# members}} · {games, plural, one {# game} other {# games}} · {places, plural, one {# place} other {# places}}',
  },
  memberCount: {
    id: 'groups.memberCount',
    defaultMessage: '{count, plural, one {# member} other {# members}}',
  },
  defaultName: { id: 'groups.defaultName', defaultMessage: 'User' },
});

export const groupPickerMessages = defineMessages({
  title: { id: 'groups.picker.title', defaultMessage: 'Select a Group' },
  close: { id: 'groups.picker.close', defaultMessage: 'Close' },
  noGroups: { id: 'groups.picker.noGroups', defaultMessage: 'No groups yet' },
  noActiveGroups: { id: 'groups.picker.noActiveGroups', defaultMessage: 'No active groups' },
  hint: {
    id: 'groups.picker.hint',
    defaultMessage: 'Create a group and invite your friends to start planning games.',
  },
});

export const createGroupMessages = defineMessages({
  description: {
    id: 'groups.create.description',
    defaultMessage: 'Name your group; you can invite your friends next.',
  },
  nameLabel: { id: 'groups.nameLabel', defaultMessage: 'Group name' },
  currencyLabel: { id: 'groups.currency.label', defaultMessage: 'Currency' },
  currencyHint: {
    id: 'groups.create.currencyHint',
    defaultMessage: 'Every amount of the group is in it. It can change until the first expense.',
  },
});

export const groupPageMessages = defineMessages({
  details: { id: 'groups.detail.title', defaultMessage: 'Group Details' },
  expenses: { id: 'groups.detail.expenses', defaultMessage: 'Group Expenses' },
  // The name in place (GroupTitle).
  renameHint: { id: 'groups.rename.hint', defaultMessage: 'Enter saves, Escape cancels.' },
  saveName: { id: 'groups.rename.save', defaultMessage: 'Save group name' },
  cancelRename: { id: 'groups.rename.cancel', defaultMessage: 'Cancel renaming' },
  editName: { id: 'groups.rename.edit', defaultMessage: 'Edit group name' },
  editNameTooltip: { id: 'groups.rename.editTooltip', defaultMessage: 'Edit name' },
  // The admin's menu and its dialogs.
  settings: { id: 'groups.settings.label', defaultMessage: 'Group settings' },
  currencyItem: {
    id: 'groups.settings.currency',
    defaultMessage: 'Currency: {currency}',
    description: 'A menu item; the currency is its code, e.g. EUR.',
  },
  deactivateGroup: { id: 'groups.settings.deactivateGroup', defaultMessage: 'Deactivate group' },
  deactivate: { id: 'groups.settings.deactivate', defaultMessage: 'Deactivate' },
  reactivateGroup: { id: 'groups.settings.reactivateGroup', defaultMessage: 'Reactivate group' },
  deleteGroup: { id: 'groups.settings.deleteGroup', defaultMessage: 'Delete group' },
  delete: { id: 'groups.settings.delete', defaultMessage: 'Delete' },
  currencyTitle: { id: 'groups.currency.title', defaultMessage: 'Group currency' },
  currencyExplanation: {
    id: 'groups.currency.explanation',
    defaultMessage: 'Every amount of the group is in this currency. It can change until the first expense.',
  },
  saveCurrency: { id: 'groups.currency.save', defaultMessage: 'Save currency' },
  // Members.
  members: { id: 'groups.members.title', defaultMessage: 'Members ({count})' },
  manageMembers: { id: 'groups.members.manage', defaultMessage: 'Manage members' },
  viewMembers: { id: 'groups.members.view', defaultMessage: 'View members' },
  removeMember: { id: 'groups.members.removeTitle', defaultMessage: 'Remove member' },
  remove: { id: 'groups.members.remove', defaultMessage: 'Remove' },
  removeName: { id: 'groups.members.removeName', defaultMessage: 'Remove {name}' },
  // Upcoming games and places.
  upcomingGames: { id: 'groups.games.title', defaultMessage: 'Upcoming games' },
  noUpcomingGames: { id: 'groups.games.none', defaultMessage: 'No upcoming games.' },
  places: { id: 'groups.places.title', defaultMessage: 'Places' },
  viewAllPlaces: { id: 'groups.places.viewAll', defaultMessage: 'View all places' },
  noPlaces: { id: 'groups.places.none', defaultMessage: 'No places have been added to this group yet.' },
  costPerHour: {
    id: 'groups.places.costPerHour',
    defaultMessage: '{cost}/hour',
    description: 'A place’s cost per hour; the cost is an amount of money, e.g. $12.50.',
  },
});

export const joinPageMessages = defineMessages({
  title: { id: 'groups.join.title', defaultMessage: 'Join Group' },
  heading: { id: 'groups.join.heading', defaultMessage: 'Join "{name}"' },
  alreadyMember: {
    id: 'groups.join.alreadyMember',
    defaultMessage: 'You are already a member of this group.',
  },
  enterCode: {
    id: 'groups.join.enterCode',
    defaultMessage: 'Enter the 4-digit verification code you were given to join this group.',
  },
  codeLabel: { id: 'groups.join.codeLabel', defaultMessage: 'Verification code' },
  codeHint: {
    id: 'groups.join.codeHint',
    defaultMessage: 'The 4-digit code from the person who invited you.',
  },
  verifying: { id: 'groups.join.verifying', defaultMessage: 'Verifying...' },
  submit: { id: 'groups.join.submit', defaultMessage: 'Join Group' },
  backToMine: { id: 'groups.join.backToMine', defaultMessage: 'Back to my groups' },
  goToGroup: { id: 'groups.join.goToGroup', defaultMessage: 'Go to the group' },
});

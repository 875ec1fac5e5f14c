import { defineMessages } from '../../../shared/i18n/define';

/** The words of the Admin Dashboard: its tabs, lists and group filter (the empty notes are in shared/admin.ts). */
export const adminScreenMessages = defineMessages({
  title: { id: 'admin.title', defaultMessage: 'Admin Dashboard' },
  version: {
    id: 'admin.version',
    defaultMessage: 'Version {version}',
    description: "The release the server runs, under the title: 'Version 1.4.0'.",
  },
  groupsTab: { id: 'admin.tabs.groups', defaultMessage: 'Groups' },
  gamesTab: { id: 'admin.tabs.games', defaultMessage: 'Games' },
  placesTab: { id: 'admin.tabs.places', defaultMessage: 'Places' },
  groupsList: { id: 'admin.groups.list', defaultMessage: 'Groups you administer' },
  active: { id: 'admin.groups.active', defaultMessage: 'Active' },
  inactive: { id: 'admin.groups.inactive', defaultMessage: 'Inactive' },
  counts: {
    id: 'admin.groups.counts',
    defaultMessage:
      '{members, plural, one {# member} other {# members}} · {games, plural, one {# game} other {# games}} · {places, plural, one {# place} other {# places}}',
    description: "A group's row: '2 members · 1 game · 1 place'.",
  },
  gamesList: { id: 'admin.games.list', defaultMessage: 'Games' },
  placesList: { id: 'admin.places.list', defaultMessage: 'Places' },
  costPerHour: {
    id: 'admin.places.costPerHour',
    defaultMessage: '{cost}/hour',
    description: "A place's hourly cost after its group's name: '$20.00/hour'.",
  },
  edit: { id: 'admin.places.edit', defaultMessage: 'Edit' },
  editPlace: { id: 'admin.places.editPlace', defaultMessage: 'Edit {place} in {group}' },
  groupFilter: { id: 'admin.filter.group', defaultMessage: 'Group' },
});

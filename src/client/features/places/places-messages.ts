import { defineMessages } from '../../../shared/i18n/define';

/** The words the places screens share: actions on a place, dialogs' buttons, the loading line. */
export const placeCommonMessages = defineMessages({
  addPlace: { id: 'places.common.addPlace', defaultMessage: 'Add Place' },
  importPlaces: { id: 'places.common.importPlaces', defaultMessage: 'Import places' },
  edit: { id: 'places.common.edit', defaultMessage: 'Edit' },
  editPlace: { id: 'places.common.editPlace', defaultMessage: 'Edit {place}' },
  remove: { id: 'places.common.remove', defaultMessage: 'Remove' },
  removePlace: { id: 'places.common.removePlace', defaultMessage: 'Remove {place}' },
  removeTitle: { id: 'places.common.removeTitle', defaultMessage: 'Remove place' },
  cancel: { id: 'places.common.cancel', defaultMessage: 'Cancel' },
  close: { id: 'places.common.close', defaultMessage: 'Close' },
  group: { id: 'places.common.group', defaultMessage: 'Group' },
  chooseGroup: { id: 'places.common.chooseGroup', defaultMessage: 'Choose a group' },
  loading: { id: 'places.common.loading', defaultMessage: 'Loading...' },
  backToGroup: { id: 'places.common.backToGroup', defaultMessage: 'Back to group' },
  tryAgain: {
    id: 'places.common.tryAgain',
    defaultMessage: 'Please try again',
    description:
      'Why an import failed when the server gave no reason: “Failed to import places: Please try again”.',
  },
});

/** The place form's fields (Add Place and Edit place). */
export const placeFormMessages = defineMessages({
  name: { id: 'places.form.name', defaultMessage: 'Name' },
  address: { id: 'places.form.address', defaultMessage: 'Address' },
  contactNumber: { id: 'places.form.contactNumber', defaultMessage: 'Contact number' },
  costPerHour: { id: 'places.form.costPerHour', defaultMessage: 'Cost per hour' },
  groupCostPerHour: { id: 'places.form.groupCostPerHour', defaultMessage: 'Group cost per hour (optional)' },
  costSuffix: {
    id: 'places.form.costSuffix',
    defaultMessage: '{symbol}/hour',
    description:
      'Shown after a cost being typed: symbol is the currency’s symbol where the language writes it after the amount (“€”), else empty.',
  },
  tags: { id: 'places.form.tags', defaultMessage: 'What can we do here?' },
  tagsHint: { id: 'places.form.tagsHint', defaultMessage: 'Type an activity, then press Enter or a comma.' },
  tagsPlaceholder: { id: 'places.form.tagsPlaceholder', defaultMessage: 'e.g. Pickleball' },
  removeTag: { id: 'places.form.removeTag', defaultMessage: 'Remove tag {tag}' },
  readOnly: { id: 'places.form.readOnly', defaultMessage: 'Only group admins can edit this place.' },
  saveChanges: { id: 'places.form.saveChanges', defaultMessage: 'Save changes' },
  similarTitle: { id: 'places.similar.title', defaultMessage: 'Similar places' },
  similarHint: {
    id: 'places.similar.hint',
    defaultMessage: 'One of these may be the place you are adding. Use it instead of creating a copy.',
  },
  similarMatch: {
    id: 'places.similar.match',
    defaultMessage: '{match, number, percent} match',
    description: 'How close a suggested place is to the one being typed, e.g. “87% match”.',
  },
  useThisPlace: { id: 'places.similar.use', defaultMessage: 'Use this place' },
  usePlace: { id: 'places.similar.usePlace', defaultMessage: 'Use {place}' },
});

/** Add Place (/places/create, /groups/:groupId/places/create). */
export const createPlaceMessages = defineMessages({
  addingTo: { id: 'places.create.addingTo', defaultMessage: 'Adding to {group}' },
  hint: { id: 'places.create.hint', defaultMessage: 'Add a place your group can meet at.' },
  back: { id: 'places.create.back', defaultMessage: 'Back' },
  groupHint: {
    id: 'places.create.groupHint',
    defaultMessage: 'Optional: add the place to one of your groups.',
  },
  noGroup: { id: 'places.create.noGroup', defaultMessage: 'No group' },
  save: { id: 'places.create.save', defaultMessage: 'Save place' },
});

/** Edit place, in a group or for a place of my own. */
export const editPlaceMessages = defineMessages({
  title: { id: 'places.edit.title', defaultMessage: 'Edit place' },
  screen: {
    id: 'places.edit.screen',
    defaultMessage: 'Edit Place',
    description: 'The screen’s name in the browser’s tab.',
  },
  inGroup: { id: 'places.edit.inGroup', defaultMessage: 'Editing place in group: {group}' },
  ownPlace: { id: 'places.edit.ownPlace', defaultMessage: 'Your own place, in no group' },
  backToPlaces: { id: 'places.edit.backToPlaces', defaultMessage: 'Back to Places' },
  severalGroups: {
    id: 'places.edit.severalGroups',
    defaultMessage: 'This place is in several of your groups. Choose the group to edit it in.',
  },
  continue: { id: 'places.edit.continue', defaultMessage: 'Continue' },
});

/** /places: my places, by place or by group, and what I do with a place of my own. */
export const myPlacesMessages = defineMessages({
  title: { id: 'places.list.title', defaultMessage: 'Places' },
  emptyHint: {
    id: 'places.list.emptyHint',
    defaultMessage: 'Add the courts, clubs and cafés your groups meet at, with what each costs per hour.',
  },
  show: { id: 'places.list.show', defaultMessage: 'Show places' },
  byPlaces: { id: 'places.list.byPlaces', defaultMessage: 'by places' },
  byGroups: { id: 'places.list.byGroups', defaultMessage: 'by groups' },
  ungrouped: {
    id: 'places.list.ungrouped',
    defaultMessage: 'ungrouped',
    description: 'The heading over the places that are in none of my groups.',
  },
  notInGroup: { id: 'places.card.notInGroup', defaultMessage: 'Not in any group' },
  editPlaceInGroup: { id: 'places.card.editInGroup', defaultMessage: 'Edit {place} in {group}' },
  addToGroup: { id: 'places.addToGroup.title', defaultMessage: 'Add to group' },
  addPlaceToGroup: { id: 'places.addToGroup.addPlace', defaultMessage: 'Add {place} to a group' },
  createGroup: { id: 'places.addToGroup.createGroup', defaultMessage: 'Create a group' },
  addToGroupHint: {
    id: 'places.addToGroup.hint',
    defaultMessage: 'Add {place} to the places of a group you run.',
  },
});

/** A group's places (/groups/:groupId/places), their cards and the import dialog. */
export const groupPlacesMessages = defineMessages({
  title: { id: 'places.group.title', defaultMessage: 'Group Places' },
  view: { id: 'places.group.view', defaultMessage: 'View' },
  list: { id: 'places.group.list', defaultMessage: 'List' },
  grid: { id: 'places.group.grid', defaultMessage: 'Grid' },
  openInMaps: { id: 'places.card.openInMaps', defaultMessage: 'Open {place} in maps' },
  noOtherGroups: {
    id: 'places.import.noOtherGroups',
    defaultMessage: 'You have no other groups to import places from.',
  },
  fromGroup: { id: 'places.import.fromGroup', defaultMessage: 'From group' },
  noPlaces: { id: 'places.import.noPlaces', defaultMessage: 'That group has no places yet.' },
  placesToImport: { id: 'places.import.placesToImport', defaultMessage: 'Places to import' },
  alreadyInGroup: { id: 'places.import.alreadyInGroup', defaultMessage: 'Already in this group' },
  import: { id: 'places.import.submit', defaultMessage: 'Import' },
});

import { defineMessages } from '../../../shared/i18n/define';

/** The game page's photo gallery and its full-size view. */
export const galleryMessages = defineMessages({
  title: { id: 'photos.gallery.title', defaultMessage: 'Photos' },
  addPhotos: { id: 'photos.gallery.addPhotos', defaultMessage: 'Add Photos' },
  list: { id: 'photos.gallery.list', defaultMessage: 'Game photos, newest first' },
  formerMember: {
    id: 'photos.gallery.formerMember',
    defaultMessage: 'Former member',
    description: 'Credits a photo whose uploader has deleted their account',
  },
  alt: { id: 'photos.gallery.alt', defaultMessage: 'Photo by {name}, {date}' },
});

export const viewerMessages = defineMessages({
  titleBy: { id: 'photos.viewer.titleBy', defaultMessage: 'Photo by {name}' },
  title: { id: 'photos.viewer.title', defaultMessage: 'Photo' },
  close: { id: 'photos.viewer.close', defaultMessage: 'Close' },
  previous: { id: 'photos.viewer.previous', defaultMessage: 'Previous' },
  next: { id: 'photos.viewer.next', defaultMessage: 'Next' },
  position: { id: 'photos.viewer.position', defaultMessage: '{position} of {count}' },
  deletePhoto: { id: 'photos.viewer.deletePhoto', defaultMessage: 'Delete photo' },
  confirmDeletion: { id: 'photos.viewer.confirmDeletion', defaultMessage: 'Confirm deletion' },
  delete: { id: 'photos.viewer.delete', defaultMessage: 'Delete' },
  cancel: { id: 'photos.viewer.cancel', defaultMessage: 'Cancel' },
});

/** The upload modal. */
export const uploadMessages = defineMessages({
  title: { id: 'photos.upload.title', defaultMessage: 'Add Photos' },
  close: { id: 'photos.upload.close', defaultMessage: 'Close' },
  types: { id: 'photos.upload.types', defaultMessage: 'JPEG, PNG, WebP, GIF or AVIF, up to {size} each.' },
  typesAndRoom: {
    id: 'photos.upload.typesAndRoom',
    defaultMessage:
      'JPEG, PNG, WebP, GIF or AVIF, up to {size} each. {room, plural, one {# more photo} other {# more photos}} can be added to this game.',
  },
  choose: { id: 'photos.upload.choose', defaultMessage: 'Choose photos' },
  progress: { id: 'photos.upload.progress', defaultMessage: 'Upload progress' },
  done: { id: 'photos.upload.done', defaultMessage: 'Done' },
  cancel: { id: 'photos.upload.cancel', defaultMessage: 'Cancel' },
  uploadNone: { id: 'photos.upload.uploadNone', defaultMessage: 'Upload photos' },
  uploadCount: {
    id: 'photos.upload.uploadCount',
    defaultMessage: '{count, plural, one {Upload # photo} other {Upload # photos}}',
  },
  preview: { id: 'photos.upload.preview', defaultMessage: 'Preview of {name}' },
  noPreview: { id: 'photos.upload.noPreview', defaultMessage: 'No preview' },
  remove: { id: 'photos.upload.remove', defaultMessage: 'Remove {name}' },
  ready: { id: 'photos.upload.ready', defaultMessage: 'Ready' },
  uploading: { id: 'photos.upload.uploading', defaultMessage: 'Uploading…' },
  uploadingPercent: { id: 'photos.upload.uploadingPercent', defaultMessage: 'Uploading… {percent}%' },
  added: { id: 'photos.upload.added', defaultMessage: 'Added' },
  notAdded: { id: 'photos.upload.notAdded', defaultMessage: 'Not added' },
});

import { defineMessages } from '../../../shared/i18n/define';

/** The words of a game's discussion and a group's board (issue 61). */
export const discussionMessages = defineMessages({
  gameTitle: { id: 'discussions.thread.gameTitle', defaultMessage: 'Discussion' },
  boardTitle: { id: 'discussions.thread.boardTitle', defaultMessage: 'Group board' },
  empty: {
    id: 'discussions.thread.empty',
    defaultMessage: 'No messages yet. Say hello, or ask who brings the balls.',
  },
  showEarlier: { id: 'discussions.thread.showEarlier', defaultMessage: 'Show earlier' },
  list: { id: 'discussions.thread.list', defaultMessage: 'Messages, oldest first' },
  pinned: { id: 'discussions.thread.pinned', defaultMessage: 'Pinned' },
  formerMember: {
    id: 'discussions.thread.formerMember',
    defaultMessage: 'Former member',
    description: 'Names the author of a message whose account was deleted',
  },
  edited: { id: 'discussions.thread.edited', defaultMessage: 'edited' },
  deleted: { id: 'discussions.thread.deleted', defaultMessage: 'Message deleted' },
  waiting: { id: 'discussions.thread.waiting', defaultMessage: 'Will be sent when you are back online' },
  sending: { id: 'discussions.thread.sending', defaultMessage: 'Sending…' },
  label: { id: 'discussions.composer.label', defaultMessage: 'Message' },
  placeholder: {
    id: 'discussions.composer.placeholder',
    defaultMessage: 'Write a message; type @ to mention someone',
  },
  send: { id: 'discussions.composer.send', defaultMessage: 'Send' },
  counter: { id: 'discussions.composer.counter', defaultMessage: '{count} of {max} characters' },
  mention: { id: 'discussions.composer.mention', defaultMessage: 'Mention {name}' },
  mentionList: { id: 'discussions.composer.mentionList', defaultMessage: 'People to mention' },
  actions: { id: 'discussions.message.actions', defaultMessage: 'Message actions' },
  edit: { id: 'discussions.message.edit', defaultMessage: 'Edit' },
  save: { id: 'discussions.message.save', defaultMessage: 'Save' },
  cancel: { id: 'discussions.message.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'discussions.message.delete', defaultMessage: 'Delete' },
  confirmDelete: { id: 'discussions.message.confirmDelete', defaultMessage: 'Delete this message?' },
  pin: { id: 'discussions.message.pin', defaultMessage: 'Pin' },
  unpin: { id: 'discussions.message.unpin', defaultMessage: 'Unpin' },
  react: { id: 'discussions.message.react', defaultMessage: 'React with {emoji}' },
  reactedBy: { id: 'discussions.message.reactedBy', defaultMessage: '{emoji} {count}: {names}' },
  mute: { id: 'discussions.thread.mute', defaultMessage: 'Mute this discussion' },
  muted: {
    id: 'discussions.thread.muted',
    defaultMessage: 'Muted: you get no feed entries or e-mails for this discussion.',
  },
  failed: { id: 'discussions.thread.failed', defaultMessage: 'That did not work. Please try again.' },
});

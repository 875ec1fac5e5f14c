import { z } from 'zod';
import { defineMessages, englishOf } from './i18n/define';

/**
 * Issue 61: a discussion on every game and a board for each group. A message is plain text, line breaks kept;
 * links are drawn clickable by the screen, never stored as markup.
 */
export const MESSAGE_MAX = 2000;
/** A page of a discussion, newest last on screen; 'Show earlier' reads the page before. */
export const MESSAGES_PAGE_SIZE = 30;
/** Pinned messages of a group's board, by its admins. */
export const PINS_MAX = 3;
/** Messages one person may post in a minute, across every discussion. */
export const MESSAGES_PER_MINUTE = 30;
/** The unread dot looks this far back: older messages never make a game unread. */
export const UNREAD_WINDOW_DAYS = 30;

/** The small fixed set of reactions, by name (the screen draws each as its emoji). */
export const REACTIONS = ['thumbs_up', 'heart', 'laugh', 'party', 'wow', 'sad'] as const;
export type Reaction = (typeof REACTIONS)[number];
export const REACTION_EMOJI: Record<Reaction, string> = {
  thumbs_up: '👍',
  heart: '❤️',
  laugh: '😂',
  party: '🎉',
  wow: '😮',
  sad: '😢',
};

/** What the server refuses, in English (the API's contract); a screen says them in the viewer's language. */
export const discussionText = defineMessages({
  bodyRequired: { id: 'discussions.bodyRequired', defaultMessage: 'Write a message first.' },
  bodyTooLong: {
    id: 'discussions.bodyTooLong',
    defaultMessage: 'A message can be at most 2,000 characters.',
  },
  notFound: { id: 'discussions.notFound', defaultMessage: 'Message not found.' },
  notYours: {
    id: 'discussions.notYours',
    defaultMessage: 'Only the person who wrote this message can edit it.',
  },
  deleteNotAllowed: {
    id: 'discussions.deleteNotAllowed',
    defaultMessage: 'Only the person who wrote this message or a group admin can delete it.',
  },
  deleted: { id: 'discussions.deleted', defaultMessage: 'This message was deleted.' },
  idTaken: { id: 'discussions.idTaken', defaultMessage: 'That message id is already in use.' },
  pinsFull: {
    id: 'discussions.pinsFull',
    defaultMessage: 'At most 3 messages can be pinned. Unpin one first.',
  },
  pinBoardOnly: {
    id: 'discussions.pinBoardOnly',
    defaultMessage: 'Only messages on the group board can be pinned.',
  },
});

export const discussionRefusals = englishOf(discussionText);

const body = z
  .string({ error: discussionRefusals.bodyRequired })
  .max(MESSAGE_MAX * 2, discussionRefusals.bodyTooLong)
  // Line endings as one kind, and no trailing blank lines: what is counted is what is shown.
  .transform((text) => text.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, discussionRefusals.bodyRequired)
      .refine((text) => [...text].length <= MESSAGE_MAX, discussionRefusals.bodyTooLong),
  );

/** A new message: its id is chosen on the device, so a send repeated after a lost answer stores it once. */
export const postMessageSchema = z.object({
  id: z.uuid(),
  body,
  /** Members the author picked from the '@' list; only live members who may see the thread are told. */
  mentions: z.array(z.uuid()).max(50).optional(),
});
export type PostMessageInput = z.input<typeof postMessageSchema>;

export const editMessageSchema = z.object({ body });

export const reactionSchema = z.object({ reaction: z.enum(REACTIONS) });

export const muteSchema = z.object({ muted: z.boolean() });

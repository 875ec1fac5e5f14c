import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { MESSAGE_MAX, REACTIONS } from '../../../shared/discussions';
import { user } from './auth';
import { createdAt, inList, instant } from './columns';
import { games } from './games';
import { groups } from './groups';

/**
 * A message of a game's discussion (game_id set) or of its group's board (game_id null). The id is chosen by
 * the author's device, so a send repeated after a lost answer is the same row. A deleted message keeps its
 * place ('Message deleted') with its text gone; a deleted account's messages stay, by 'Former member'
 * (author_id null, decision 061).
 */
export const discussionMessages = pgTable(
  'discussion_messages',
  {
    id: uuid('id').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    editedAt: instant('edited_at'),
    deletedAt: instant('deleted_at'),
    /** Board messages an admin pinned (at most three per group, held by the service under the group's lock). */
    pinnedAt: instant('pinned_at'),
  },
  (t) => [
    // A game's page, newest first, and the unread check of each game card.
    index('discussion_messages_game_page_idx').on(t.gameId, t.createdAt.desc(), t.id.desc()),
    // The board's page.
    index('discussion_messages_board_page_idx')
      .on(t.groupId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.gameId} is null`),
    // The unread dots: a member's groups' messages of the last weeks.
    index('discussion_messages_group_created_idx').on(t.groupId, t.createdAt),
    index('discussion_messages_pinned_idx').on(t.groupId).where(sql`${t.pinnedAt} is not null`),
    // Download my data, and the rate limit's look at the author's last minute.
    index('discussion_messages_author_idx').on(t.authorId, t.createdAt),
    check('discussion_messages_body_check', sql`char_length(${t.body}) <= ${sql.raw(String(MESSAGE_MAX))}`),
    check('discussion_messages_text_check', sql`${t.deletedAt} is not null or length(btrim(${t.body})) > 0`),
    check('discussion_messages_pin_check', sql`${t.pinnedAt} is null or ${t.gameId} is null`),
  ],
);

/** Who reacted how to a message: one row per person and reaction. */
export const discussionReactions = pgTable(
  'discussion_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => discussionMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reaction: text('reaction', { enum: REACTIONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId, t.reaction] }),
    index('discussion_reactions_user_idx').on(t.userId),
    check('discussion_reactions_reaction_check', sql`${t.reaction} in (${inList(REACTIONS)})`),
  ],
);

/** One person's place in a game's discussion: what they have read, and whether they muted it. */
export const discussionReads = pgTable(
  'discussion_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastReadAt: instant('last_read_at'),
    muted: boolean('muted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('discussion_reads_game_idx').on(t.gameId)],
);

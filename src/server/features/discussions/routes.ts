import { Hono } from 'hono';
import { z } from 'zod';
import { editMessageSchema, muteSchema, postMessageSchema, REACTIONS } from '../../../shared/discussions';
import { authorizeGame } from '../../access/game';
import { authorizeGroup } from '../../access/group';
import { type AuthedEnv, requireUser } from '../../auth/session';
import { cursorParam } from '../../db/keyset';
import { validate } from '../../http/validate';
import type { RouteContext } from '../../route-context';
import { markRead, setMuted, setPinned, setReaction, unreadGames } from './interactions';
import { listMessages } from './list';
import { authorizeMessage, deleteMessage, editMessage, postMessage } from './service';
import { boardThread, gameThread } from './threads';

const gameParam = z.object({ gameId: z.string() });
const groupParam = z.object({ groupId: z.string() });
const messageParam = z.object({ messageId: z.string() });
const reactionParam = z.object({ messageId: z.string(), reaction: z.enum(REACTIONS) });
/** ?cursor= from the page after: its oldest message's instant and id ('Show earlier'). */
const pageQuery = z.object({ cursor: cursorParam(['timestamptz', 'uuid']).optional() });

/** /api/games/:gameId/messages: the game's discussion; mounted inside the game routes (signed in). */
export function gameDiscussionRoutes({ db, clock }: RouteContext) {
  const game = async (userId: string, gameId: string) => authorizeGame(db, userId, gameId);
  return new Hono<AuthedEnv>()
    .get('/:gameId/messages', validate('param', gameParam), validate('query', pageQuery), async (c) => {
      const access = await game(c.var.user.id, c.req.valid('param').gameId);
      return c.json(await listMessages(db, gameThread(access), c.req.valid('query').cursor));
    })
    .post(
      '/:gameId/messages',
      validate('param', gameParam),
      validate('json', postMessageSchema),
      async (c) => {
        const access = await game(c.var.user.id, c.req.valid('param').gameId);
        const { message, created } = await postMessage(db, gameThread(access), c.req.valid('json'), clock());
        return c.json({ message }, created ? 201 : 200);
      },
    )
    .put('/:gameId/messages/read', validate('param', gameParam), async (c) => {
      await markRead(db, await game(c.var.user.id, c.req.valid('param').gameId), clock());
      return c.json({ read: true as const });
    })
    .put('/:gameId/messages/mute', validate('param', gameParam), validate('json', muteSchema), async (c) => {
      const access = await game(c.var.user.id, c.req.valid('param').gameId);
      await setMuted(db, access, c.req.valid('json').muted);
      return c.json({ muted: c.req.valid('json').muted });
    });
}

/** /api/groups/:groupId/messages: the group's board; mounted inside the group routes (signed in). */
export function groupBoardRoutes({ db, clock }: RouteContext) {
  return new Hono<AuthedEnv>()
    .get('/:groupId/messages', validate('param', groupParam), validate('query', pageQuery), async (c) => {
      const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
      return c.json(await listMessages(db, boardThread(access), c.req.valid('query').cursor));
    })
    .post(
      '/:groupId/messages',
      validate('param', groupParam),
      validate('json', postMessageSchema),
      async (c) => {
        const access = await authorizeGroup(db, c.var.user.id, c.req.valid('param').groupId);
        const { message, created } = await postMessage(db, boardThread(access), c.req.valid('json'), clock());
        return c.json({ message }, created ? 201 : 200);
      },
    );
}

/** /api/messages: one message — edit, delete, react, pin — and which games have unread messages. */
export function messageRoutes({ db, auth, clock }: RouteContext) {
  return new Hono<AuthedEnv>()
    .use(requireUser(auth))
    .get('/unread', async (c) => c.json({ games: await unreadGames(db, c.var.user.id, clock()) }))
    .patch('/:messageId', validate('param', messageParam), validate('json', editMessageSchema), async (c) => {
      const access = await authorizeMessage(db, c.var.user.id, c.req.valid('param').messageId);
      return c.json({ message: await editMessage(db, access, c.req.valid('json').body, clock()) });
    })
    .delete('/:messageId', validate('param', messageParam), async (c) => {
      const access = await authorizeMessage(db, c.var.user.id, c.req.valid('param').messageId);
      await deleteMessage(db, access, clock());
      return c.json({ deleted: true as const });
    })
    .put('/:messageId/reactions/:reaction', validate('param', reactionParam), async (c) => {
      const { messageId, reaction } = c.req.valid('param');
      await setReaction(db, await authorizeMessage(db, c.var.user.id, messageId), reaction, true);
      return c.json({ reacted: true });
    })
    .delete('/:messageId/reactions/:reaction', validate('param', reactionParam), async (c) => {
      const { messageId, reaction } = c.req.valid('param');
      await setReaction(db, await authorizeMessage(db, c.var.user.id, messageId), reaction, false);
      return c.json({ reacted: false });
    })
    .put('/:messageId/pin', validate('param', messageParam), async (c) => {
      const access = await authorizeMessage(db, c.var.user.id, c.req.valid('param').messageId);
      await setPinned(db, access, true, clock());
      return c.json({ pinned: true });
    })
    .delete('/:messageId/pin', validate('param', messageParam), async (c) => {
      const access = await authorizeMessage(db, c.var.user.id, c.req.valid('param').messageId);
      await setPinned(db, access, false, clock());
      return c.json({ pinned: false });
    });
}

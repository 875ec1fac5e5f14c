import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedRsvp } from '../../shared/offline';
import { queryClient } from '../api';
import { gameQuery } from '../data/games';
import { reportReachable } from './connectivity';
import { forgetQueue, hasQueuedRsvps, queueRsvp, sendQueuedRsvps } from './rsvp-queue';

/** The device's IndexedDB, in memory: the queue module reads and writes it through device-store's functions. */
const device = vi.hoisted(() => ({ items: new Map<string, unknown>(), epoch: 0 }));
vi.mock('./device-store', () => ({
  deviceEpoch: () => device.epoch,
  readItem: async (key: string, since = device.epoch) =>
    since === device.epoch ? structuredClone(device.items.get(key)) : undefined,
  updateItem: async (key: string, updater: (old: unknown) => unknown, since: number) => {
    if (since === device.epoch) device.items.set(key, structuredClone(updater(device.items.get(key))));
  },
}));

const USER = 'user-1';
const GAME = 'game-1';
const OPTION_A = 'option-a';
const OPTION_B = 'option-b';

/** What the server does with each RSVP it is sent, in turn; 'unreachable' is a request that never got there. */
type Reply = 'ok' | 'unreachable' | { status: number; code: string; message: string };
let replies: Reply[] = [];
let sent: { gameId: string; body: unknown }[] = [];

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const rsvp = url.match(/\/api\/games\/([^/]+)\/rsvp$/);
  if (!rsvp) return json(null, 200);
  const reply = replies.shift() ?? 'ok';
  if (reply === 'unreachable') throw new TypeError('fetch failed');
  sent.push({ gameId: decodeURIComponent(rsvp[1] as string), body: JSON.parse(String(init?.body)) });
  if (reply === 'ok') return json({ ok: true }, 200);
  return json({ error: { code: reply.code, message: reply.message } }, reply.status);
}

const queued = () => (device.items.get(`rsvp-queue:${USER}`) ?? []) as QueuedRsvp[];

/** The game's page as cached: two options, no answers yet. */
function cacheGame() {
  queryClient.setQueryData(gameQuery(GAME).queryKey, {
    game: { title: 'Sunday doubles' },
    me: { userId: USER },
    members: [{ userId: USER, fullName: 'Ana Lima' }],
    options: [
      { id: OPTION_A, rsvps: [] },
      { id: OPTION_B, rsvps: [] },
    ],
  } as never);
}

const cachedAnswers = () =>
  queryClient
    .getQueryData(gameQuery(GAME).queryKey)
    ?.options.flatMap((option) => option.rsvps.map((answer) => `${option.id}:${answer.response}`));

beforeEach(() => {
  replies = [];
  sent = [];
  device.items.clear();
  device.epoch = 0;
  forgetQueue();
  reportReachable(true);
  queryClient.clear();
  vi.stubGlobal('fetch', vi.fn(fakeServer));
  // Node has no navigator (so no Web Locks): the queue then runs without one, as in a browser without them.
  vi.stubGlobal('navigator', {});
  vi.spyOn(notifications, 'show').mockImplementation(() => 'shown');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the offline RSVP queue', () => {
  it('sends an answer at once when online, puts it in the cached game and empties the queue', async () => {
    cacheGame();
    await queueRsvp(USER, GAME, { optionId: OPTION_A, response: 'yes' });
    expect(sent).toEqual([{ gameId: GAME, body: { optionId: OPTION_A, response: 'yes' } }]);
    expect(cachedAnswers()).toEqual([`${OPTION_A}:yes`]);
    expect(queued()).toEqual([]);
    expect(hasQueuedRsvps()).toBe(false);
  });

  it('keeps answers on the device while the server cannot be reached, the last answer per option only', async () => {
    replies = ['unreachable'];
    await queueRsvp(USER, GAME, { optionId: OPTION_A, response: 'yes' });
    // Unreachable now: the next answers are not even tried.
    await queueRsvp(USER, GAME, { optionId: OPTION_B, response: 'maybe' });
    await queueRsvp(USER, GAME, { optionId: OPTION_A, response: 'no' });
    expect(sent).toEqual([]);
    expect(hasQueuedRsvps()).toBe(true);
    expect(queued().map(({ optionId, response }) => `${optionId}:${response}`)).toEqual([
      `${OPTION_B}:maybe`,
      `${OPTION_A}:no`,
    ]);
  });

  it('sends what waited oldest first, one at a time, once the server answers again', async () => {
    replies = ['unreachable'];
    await queueRsvp(USER, GAME, { optionId: OPTION_A, response: 'yes' });
    await queueRsvp(USER, GAME, { optionId: OPTION_B, response: 'no' });
    cacheGame();
    reportReachable(true);
    await sendQueuedRsvps(USER);
    expect(sent.map(({ body }) => body)).toEqual([
      { optionId: OPTION_A, response: 'yes' },
      { optionId: OPTION_B, response: 'no' },
    ]);
    expect(cachedAnswers()).toEqual([`${OPTION_A}:yes`, `${OPTION_B}:no`]);
    expect(queued()).toEqual([]);
    expect(hasQueuedRsvps()).toBe(false);
  });

  it('stops at a network failure and keeps the rest, in order, for the next try', async () => {
    replies = ['unreachable'];
    await queueRsvp(USER, GAME, { optionId: OPTION_A, response: 'yes' });
    await queueRsvp(USER, GAME, { optionId: OPTION_B, response: 'no' });
    reportReachable(true);
    replies = ['ok', 'unreachable'];
    await sendQueuedRsvps(USER);
    expect(sent.map(({ body }) => body)).toEqual([{ optionId: OPTION_A, response: 'yes' }]);
    expect(queued().map(({ optionId }) => optionId)).toEqual([OPTION_B]);
  });

  it('drops a refused answer without retrying it, tells the user why and sends the next', async () => {
    replies = ['unreachable'];
    await queueRsvp(USER, GAME, { optionId: OPTION_A, response: 'yes' });
    await queueRsvp(USER, GAME, { optionId: OPTION_B, response: 'no' });
    cacheGame();
    reportReachable(true);
    replies = [{ status: 409, code: 'GAME_CLOSED', message: 'This game is no longer taking answers' }, 'ok'];
    await sendQueuedRsvps(USER);
    expect(sent).toHaveLength(2);
    expect(queued()).toEqual([]);
    // The refused answer never reaches the cached page; the sent one does.
    expect(cachedAnswers()).toEqual([`${OPTION_B}:no`]);
    expect(notifications.show).toHaveBeenCalledOnce();
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Sunday doubles', message: 'This game is no longer taking answers' }),
    );
  });

  it('keeps the queue when the session has ended (401), to be wiped with it or sent after sign-in', async () => {
    replies = ['unreachable'];
    await queueRsvp(USER, GAME, { optionId: OPTION_A, response: 'yes' });
    reportReachable(true);
    replies = [{ status: 401, code: 'UNAUTHORIZED', message: 'Sign in' }];
    await sendQueuedRsvps(USER);
    expect(sent).toHaveLength(1);
    expect(queued().map(({ optionId }) => optionId)).toEqual([OPTION_A]);
    expect(notifications.show).not.toHaveBeenCalled();
  });

  it('sends nothing more once the device was wiped (a sign-out) while it was sending', async () => {
    replies = ['unreachable'];
    await queueRsvp(USER, GAME, { optionId: OPTION_A, response: 'yes' });
    await queueRsvp(USER, GAME, { optionId: OPTION_B, response: 'no' });
    reportReachable(true);
    vi.mocked(fetch).mockImplementationOnce(async (input, init) => {
      device.epoch += 1;
      device.items.clear();
      return fakeServer(input, init);
    });
    await sendQueuedRsvps(USER);
    expect(sent).toHaveLength(1);
    expect(queued()).toEqual([]);
  });
});

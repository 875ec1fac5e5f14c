import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import {
  FIXTURE_PASSWORD,
  fixtureIds as ids,
  UPGRADE_FIXTURES,
} from '../../../test-support/upgrade-fixtures';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import type { Database } from '../db/client';
import { createLogger } from '../log';
import { createHttpAgent, json } from './agent';
import { listenOnRandomPort } from './http';
import { testConfig } from './test-app';

/**
 * The whole app over an upgraded database, served on a random local port, with better-auth's own password
 * hashing: the fixture's people were saved by a server, not by a test app. Photos are read from `dataDir`.
 */
export async function serveUpgraded(database: Database, dataDir: string) {
  const config = testConfig({ dataDir });
  const log = createLogger(config.logLevel);
  const app = createApp({ config, database, auth: createAuth(config, database.db), log });
  const listener = await listenOnRandomPort(app.fetch);
  return { base: listener.base, origin: config.publicUrl, close: listener.close };
}

const photoFile = (name: string) => readFileSync(path.join(UPGRADE_FIXTURES, 'uploads', name));
const photoName = `${ids.game}_1790881200000`;

async function signIn(base: string, origin: string, email: string) {
  const agent = createHttpAgent(base, origin);
  const answer = await agent.fetch('/api/auth/sign-in/email', json({ email, password: FIXTURE_PASSWORD }));
  expect(answer.status, `${email} signs in`).toBe(200);
  const read = async (route: string) => {
    const response = await agent.fetch(route);
    expect(response.status, route).toBe(200);
    return response;
  };
  // biome-ignore lint/suspicious/noExplicitAny: the answers are checked field by field below
  return { read, readJson: async (route: string): Promise<any> => (await read(route)).json() };
}

/**
 * Over HTTP, as the fixture's group admin: sign in with the password she had, then read her group, both games
 * with their RSVPs and attendees, the expenses with each share as stored, the photo and its thumbnail byte for
 * byte, and Settle Up with the payment waiting for her confirmation and the settled shares gone from it.
 */
export async function expectFixtureServed(base: string, origin: string) {
  const ada = await signIn(base, origin, 'ada@example.test');
  const { groups } = await ada.readJson('/api/groups');
  expect(groups).toMatchObject([{ id: ids.group, name: 'Upgraded Group', role: 'admin', memberCount: 3 }]);

  const { games } = await ada.readJson('/api/games');
  expect(games.map((game: { id: string; status: string }) => [game.id, game.status])).toEqual([
    [ids.poll, 'poll'],
    [ids.game, 'completed'],
  ]);
  const responses = async (gameId: string) => {
    const detail = await ada.readJson(`/api/games/${gameId}`);
    const rsvps = detail.options.flatMap((option: { rsvps: object[] }) => option.rsvps);
    return {
      title: detail.game.title,
      rsvps: rsvps.map((rsvp: { userId: string; response: string }) => [rsvp.userId, rsvp.response]),
      attendees: detail.attendees.map((attendee: { userId: string }) => attendee.userId),
    };
  };
  expect(await responses(ids.game)).toEqual({
    title: 'Old Game',
    rsvps: [
      [ids.ada, 'yes'],
      [ids.bo, 'yes'],
      [ids.cy, 'yes'],
    ],
    attendees: [ids.ada, ids.bo, ids.cy],
  });
  expect((await responses(ids.poll)).rsvps).toEqual([
    [ids.ada, 'yes'],
    [ids.bo, 'maybe'],
    [ids.cy, 'no'],
  ]);

  const { expenses } = await ada.readJson(`/api/games/${ids.game}/expenses`);
  type Share = { userId: string; paidBy: string; amountCents: number; status: string; paymentMethod: string };
  const stored = expenses.map((expense: { description: string; amountCents: number; shares: Share[] }) => [
    expense.description,
    expense.amountCents,
    expense.shares
      .map((s) => [s.userId, s.paidBy, s.amountCents, s.status, s.paymentMethod])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ]);
  expect(stored).toEqual([
    [
      'Snacks',
      3000,
      [
        [ids.ada, ids.bo, 1000, 'pending', null],
        [ids.bo, ids.bo, 1000, 'settled', null],
        [ids.cy, ids.bo, 1000, 'settled', 'venmo'],
      ],
    ],
    [
      'Court',
      10000,
      [
        [ids.ada, ids.ada, 3334, 'settled', null],
        [ids.bo, ids.ada, 3333, 'pending', null],
        [ids.cy, ids.ada, 3333, 'verifying', 'cash'],
      ],
    ],
  ]);

  const photo = await ada.read(`/api/photos/${ids.photo}`);
  expect(Buffer.from(await photo.arrayBuffer())).toEqual(photoFile(`game-photos/${photoName}.jpg`));
  const thumbnail = await ada.read(`/api/photos/${ids.photo}/thumbnail`);
  expect(Buffer.from(await thumbnail.arrayBuffer())).toEqual(
    photoFile(`game-photos/thumbnails/${photoName}.webp`),
  );

  // Bo's 3333 for the court and Ada's 1000 for the snacks are netted; Cy's cash waits for Ada to confirm it.
  type Debt = {
    fromUserId: string;
    toUserId: string;
    amountCents: number;
    status: string;
    paidWith?: string;
  };
  const debts = (answer: { debts: Debt[] }) =>
    answer.debts
      .map((d) => [d.fromUserId, d.toUserId, d.amountCents, d.status, d.paidWith ?? null])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  const adaSettles = await ada.readJson('/api/settle-up');
  expect(debts(adaSettles)).toEqual([
    [ids.bo, ids.ada, 2333, 'pending', null],
    [ids.cy, ids.ada, 3333, 'verifying', 'cash'],
  ]);
  expect(adaSettles.totals).toEqual([{ currency: 'USD', owe: 0, owed: 5666 }]);
}

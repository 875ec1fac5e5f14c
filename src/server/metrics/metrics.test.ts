import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createHttpAgent, json } from '../test/agent';
import { createGame } from '../test/games';
import { createGroup, joinGroup } from '../test/groups';
import { listenOnRandomPort, serveOverHttp } from '../test/http';
import { openStream } from '../test/live';
import { parseExposition, scrape } from '../test/metrics';
import { addPhoto } from '../test/photos';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

/** Every family the issue asks for, and Node's event-loop delay among the defaults. */
const FAMILIES = [
  'turnout_http_request_duration_seconds',
  'turnout_db_query_duration_seconds',
  'turnout_db_pool_connections',
  'turnout_db_pool_waiting_queries',
  'turnout_outbox_depth',
  'turnout_outbox_oldest_age_seconds',
  'turnout_live_streams_open',
  'turnout_photos_stored',
  'turnout_photos_stored_bytes',
  'nodejs_eventloop_lag_p99_seconds',
];

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-metrics-client-'));
  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
  });
  afterAll(async () => {
    await http.close();
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is not found, with or without a token', async () => {
    const asked: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }];
    for (const headers of asked) {
      const response = await fetch(`${http.base}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('is not found either where the built app answers every other address with its page', async () => {
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Turnout</title>');
    const app = createApp({ ...t, clientDir: dir });
    const served = await listenOnRandomPort(app.fetch);
    try {
      expect((await fetch(`${served.base}/anything-else`)).status).toBe(200);
      const response = await fetch(`${served.base}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<title>Turnout</title>');
    } finally {
      await served.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-metrics-'));
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN, dataDir });
    http = await serveOverHttp(t);
  });
  /** A game in a group of two, and its creator. */
  const aGame = async (name: string) => {
    const person = await http.signUp(name);
    const friend = await http.signUp(`${name}'s Friend`);
    const groupId = await createGroup(person.agent);
    await joinGroup(person.agent, friend.agent, groupId);
    const place = await createPlace(person.agent, { name: `${name} Court`, address: '1 Bucket Rd', groupId });
    const { gameId } = await createGame(person.agent, { groupId, placeId: place.id });
    return { person, gameId };
  };
  afterAll(async () => {
    await http.close();
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a request without the token, or with another, with 401', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
      { authorization: `Bearer ${TOKEN}-and-more` },
      { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
    ];
    for (const headers of refusals) {
      const response = await fetch(`${http.base}/metrics`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      const body = await response.text();
      expect(JSON.parse(body).error.code).toBe('UNAUTHENTICATED');
      expect(body).not.toContain('turnout_');
    }
  });

  it('serves every family in the text format with the token', async () => {
    const response = await fetch(`${http.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { families } = parseExposition(await response.text());
    for (const family of FAMILIES) expect(families.has(family), family).toBe(true);
    expect(families.get('turnout_http_request_duration_seconds')).toBe('histogram');
  });

  it('counts requests by method, route pattern and status, never by path', async () => {
    const { person, gameId } = await aGame('Metric Counter');
    const before = await scrape(http.base, TOKEN);
    const count = (exposition: typeof before, labels: Record<string, string>) =>
      exposition.value('turnout_http_request_duration_seconds_count', labels) ?? 0;
    const gameRoute = { method: 'GET', route: '/api/games/:gameId', status: '200' };
    const missing = { method: 'GET', route: '/api/*', status: '404' };

    for (let i = 0; i < 3; i++) expect((await person.agent.fetch(`/api/games/${gameId}`)).status).toBe(200);
    expect((await fetch(`${http.base}/api/no-such-route/${gameId}`)).status).toBe(404);

    const after = await scrape(http.base, TOKEN);
    expect(count(after, gameRoute) - count(before, gameRoute)).toBe(3);
    expect(count(after, missing) - count(before, missing)).toBe(1);
    expect(after.samples.some((sample) => Object.values(sample.labels).some((v) => v.includes(gameId)))).toBe(
      false,
    );
    const slowest = after.value('turnout_http_request_duration_seconds_bucket', { ...gameRoute, le: '+Inf' });
    expect(slowest).toBe(count(after, gameRoute));
    // Each of those reads ran statements, and each statement was timed.
    const statements = (exposition: typeof before) =>
      exposition.value('turnout_db_query_duration_seconds_count') ?? 0;
    expect(statements(after) - statements(before)).toBeGreaterThanOrEqual(3);
  });

  it('tells what waits in the outbox, per kind, and how old the oldest is', async () => {
    const person = await http.signUp('Outbox Watcher');
    const mailLabels = { outbox: 'mail', kind: 'password_reset' };
    const before = await scrape(http.base, TOKEN);
    expect(before.value('turnout_outbox_depth', { outbox: 'push', kind: 'booked' })).toBe(0);
    const agent = createHttpAgent(http.base, t.config.publicUrl);
    const reset = await agent.fetch(
      '/api/auth/request-password-reset',
      json({ email: person.email, redirectTo: `${t.config.publicUrl}/reset-password` }),
    );
    expect(reset.status).toBe(200);
    // The reset mail is queued after the answer (decision 045): wait for its row.
    let after = await scrape(http.base, TOKEN);
    for (
      let i = 0;
      i < 50 &&
      after.value('turnout_outbox_depth', mailLabels) === before.value('turnout_outbox_depth', mailLabels);
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await scrape(http.base, TOKEN);
    }
    expect(
      (after.value('turnout_outbox_depth', mailLabels) ?? 0) -
        (before.value('turnout_outbox_depth', mailLabels) ?? 0),
    ).toBe(1);
    expect(after.value('turnout_outbox_oldest_age_seconds', mailLabels)).toBeGreaterThanOrEqual(0);
  });

  it('counts the photos stored and the live streams open', async () => {
    const { person, gameId } = await aGame('Photo Counter');
    const before = await scrape(http.base, TOKEN);
    await addPhoto(person.agent, gameId);
    const stream = await openStream(person.agent);
    const during = await scrape(http.base, TOKEN);
    expect((during.value('turnout_photos_stored') ?? 0) - (before.value('turnout_photos_stored') ?? 0)).toBe(
      1,
    );
    expect(during.value('turnout_photos_stored_bytes')).toBeGreaterThan(
      before.value('turnout_photos_stored_bytes') ?? 0,
    );
    expect(
      (during.value('turnout_live_streams_open') ?? 0) - (before.value('turnout_live_streams_open') ?? 0),
    ).toBe(1);
    await stream.close();
    let after = await scrape(http.base, TOKEN);
    for (
      let i = 0;
      i < 50 && after.value('turnout_live_streams_open') !== before.value('turnout_live_streams_open');
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await scrape(http.base, TOKEN);
    }
    expect(after.value('turnout_live_streams_open')).toBe(before.value('turnout_live_streams_open'));
  });
});

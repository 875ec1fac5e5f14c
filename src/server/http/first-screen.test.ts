import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderFirstScreen } from '../../client/shell/first-screen-render';
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '../../shared/first-screen';
import { createApp } from '../app';
import { type Agent, signUp } from '../test/agent';
import { createGame } from '../test/games';
import { createGroup, joinGroup } from '../test/groups';
import { createPlace } from '../test/places';
import { createTestApp } from '../test/test-app';

const INDEX = `<!doctype html><html><head><title>Turnout</title>
<script type="module" crossorigin src="/assets/app-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk-1.js">
<link rel="stylesheet" crossorigin href="/assets/main-1.css">
</head><body><div id="root"></div></body></html>`;

/** The answers a drawn page carries, read back as the app reads them. */
function carried(html: string): FirstScreenData {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`),
  );
  if (!match?.[1]) throw new Error('the page carries no first-screen answers');
  return JSON.parse(match[1]) as FirstScreenData;
}

describe('the first screen drawn by the server', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'turnout-first-screen-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'main-1.css'), '.app-style{color:red}');
  const t = await createTestApp();
  const errors: string[] = [];
  let failRender = false;
  const app = createApp({
    ...t,
    log: { info() {}, error: (message) => errors.push(message) },
    clientDir: dir,
    firstScreenRenderer: async () => (request) => {
      if (failRender) throw new Error('renderer broke');
      return renderFirstScreen(request);
    },
  });
  const withClient = { ...t, app };
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const setZone = async (agent: Agent, timeZone: string) =>
    expect(
      (
        await agent.fetch('/api/me/time-zone', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ timeZone }),
        })
      ).status,
    ).toBe(204);

  const avery = await signUp(withClient, 'Avery Stone');
  await setZone(avery.agent, 'Asia/Tokyo');
  const groupId = await createGroup(avery.agent, 'Tuesday Tennis');
  await joinGroup(avery.agent, (await signUp(withClient, 'Blake Reed')).agent, groupId);
  const place = await createPlace(avery.agent, { name: 'Court 1', address: '1 Main St', groupId });
  // 15:00 UTC is 00:00 the next day in Tokyo: the card must say Sunday, not the server's Saturday.
  await createGame(avery.agent, {
    groupId,
    placeId: place.id,
    title: 'Doubles </script><script>alert(1)</script>',
    date: '2026-11-28T15:00:00.000Z',
  });

  it('draws the frame and the signed-in member’s games, in their zone, styles first and scripts last', async () => {
    const response = await avery.agent.fetch('/dashboard');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    const html = await response.text();
    expect(html).toContain('<title>Games | Turnout</title>');
    expect(html).toContain('aria-label="Tabs"');
    expect(html).toContain('Active Polls');
    expect(html).toContain('Doubles &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Sun, Nov 29');
    expect(html).not.toContain('<script>alert(1)');
    // The answers travel with it, as the API gave them, and cannot end their element early.
    const data = carried(html);
    expect(data.user).toMatchObject({ id: avery.userId, name: 'Avery Stone' });
    const { games } = data.answers.games as { games: { title: string }[] };
    expect(games.map((game) => game.title)).toEqual(['Doubles </script><script>alert(1)</script>']);
    expect(html.indexOf('<style>.app-style{color:red}</style>')).toBeLessThan(html.indexOf('id="root"'));
    expect(html).not.toContain('rel="stylesheet"');
    expect(html.indexOf('/assets/app-1.js')).toBeGreaterThan(html.indexOf(FIRST_SCREEN_DATA_ID));
    expect(html.indexOf('/assets/chunk-1.js')).toBeGreaterThan(html.indexOf(FIRST_SCREEN_DATA_ID));
    expect((await avery.agent.fetch('/games?status=poll')).headers.get('cache-control')).toBe(
      'private, no-store',
    );
  });

  it('draws only the viewer’s own games', async () => {
    const dana = await signUp(withClient, 'Dana Data');
    await setZone(dana.agent, 'Europe/Berlin');
    const html = await (await dana.agent.fetch('/dashboard')).text();
    expect(carried(html).user.id).toBe(dana.userId);
    expect(html).not.toContain('Doubles');
    expect(html).not.toContain('Tuesday Tennis');
  });

  it('sends the plain page to a visitor, a member whose zone is not known yet, or a list filtered by group', async () => {
    const plain = async (response: Response) => {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toContain('Cookie');
      const html = await response.text();
      expect(html).toBe(INDEX);
    };
    await plain(await app.request('/dashboard'));
    await plain(
      await app.request('/dashboard', { headers: { cookie: 'turnout.session_token=forged.value' } }),
    );
    const casey = await signUp(withClient, 'Casey Moon');
    await plain(await casey.agent.fetch('/dashboard'));
    await plain(await avery.agent.fetch(`/games?group=${groupId}`));
    // Other app pages are never drawn.
    expect(await (await avery.agent.fetch('/settle-up')).text()).toBe(INDEX);
  });

  it('sends the plain page, and logs why, when drawing fails', async () => {
    failRender = true;
    try {
      const response = await avery.agent.fetch('/dashboard');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
      expect(errors).toContain('first screen not drawn');
    } finally {
      failRender = false;
    }
  });
});

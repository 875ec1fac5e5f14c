import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createAgent, signUp } from '../../test/agent';
import { createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { authorizationMatrix, GAME_ROLES, type MatrixRow } from '../../test/matrix';
import { addPhoto, cameraJpeg, uploadPhoto } from '../../test/photos';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type GameRole = (typeof GAME_ROLES)[number];
type World = { gameId: string; photoId: string };
const members = (ok: number): Record<GameRole, number> => ({
  anonymous: 401,
  nonMember: 404,
  member: ok,
  creator: ok,
  admin: ok,
});

const reads: MatrixRow<World, GameRole>[] = [
  [
    'GET /games/:id/photos',
    (a, w) => a.api.games[':gameId'].photos.$get({ param: { gameId: w.gameId }, query: {} }),
    members(200),
  ],
  ['POST /games/:id/photos', async (a, w) => uploadPhoto(a, w.gameId, await cameraJpeg()), members(201)],
  [
    'GET /photos/:id',
    (a, w) => a.api.photos[':photoId'].$get({ param: { photoId: w.photoId } }),
    members(200),
  ],
  [
    'GET /photos/:id/thumbnail',
    (a, w) => a.api.photos[':photoId'].thumbnail.$get({ param: { photoId: w.photoId } }),
    members(200),
  ],
];

/** The photo is the creator's (its uploader); each caller tries to delete a photo of their own world. */
const deleting: MatrixRow<World, GameRole>[] = [
  [
    'DELETE /photos/:id',
    (a, w) => a.api.photos[':photoId'].$delete({ param: { photoId: w.photoId } }),
    { ...members(200), member: 403 },
  ],
];

describe('photos authorization matrix', () => {
  let t: TestApp;
  let dataDir: string;
  const agents = {} as Record<GameRole, Agent>;
  let makeWorld: () => Promise<World>;
  let late: Agent;
  let groupId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-photo-matrix-'));
    t = await createTestApp({ dataDir });
    const [admin, creator, member, outsider, latecomer] = await Promise.all([
      signUp(t),
      signUp(t),
      signUp(t),
      signUp(t),
      signUp(t),
    ]);
    Object.assign(agents, {
      anonymous: createAgent(t),
      nonMember: outsider.agent,
      member: member.agent,
      creator: creator.agent,
      admin: admin.agent,
    });
    late = latecomer.agent;
    groupId = await createGroup(admin.agent);
    for (const person of [creator, member]) await joinGroup(admin.agent, person.agent, groupId);
    const placeId = (
      await createPlace(admin.agent, { name: 'Matrix Court', address: '1 Matrix Way', groupId })
    ).id;
    makeWorld = async () => {
      const { gameId } = await createGame(creator.agent, {
        groupId,
        placeId,
        date: '2026-11-28T15:00:00.000Z',
      });
      const photo = await addPhoto(creator.agent, gameId);
      return { gameId, photoId: photo.id };
    };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  authorizationMatrix(
    reads,
    () => agents,
    () => makeWorld(),
    { roles: GAME_ROLES },
  );
  authorizationMatrix(
    deleting,
    () => agents,
    () => makeWorld(),
    { roles: GAME_ROLES, freshWorldPerRole: true },
  );

  it('hides the photos of a game dated before a member joined, like the game itself', async () => {
    const world = await makeWorld();
    await joinGroup(agents.admin, late, groupId);
    await t.db.execute(sql`update group_members set joined_at = '2026-12-01' where group_id = ${groupId}
      and joined_at = (select max(joined_at) from group_members where group_id = ${groupId})`);
    const list = await late.api.games[':gameId'].photos.$get({ param: { gameId: world.gameId }, query: {} });
    expect(list.status).toBe(404);
    expect((await late.api.photos[':photoId'].$get({ param: { photoId: world.photoId } })).status).toBe(404);
    expect((await uploadPhoto(late, world.gameId, await cameraJpeg())).status).toBe(404);
  });
});

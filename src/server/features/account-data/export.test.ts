import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../db/schema';
import { downloadData } from '../../test/account-data';
import { signUp } from '../../test/agent';
import { addExpense, bookedGame } from '../../test/expenses';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { addPhoto } from '../../test/photos';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = Awaited<ReturnType<typeof signUp>>;

describe('download my data', () => {
  let t: TestApp;
  let dataDir: string;
  let ada: Person;
  let bea: Person;
  let cal: Person;
  const ids = {
    venmo: {} as Record<string, string>,
    zelle: {} as Record<string, string>,
    paypal: {} as Record<string, string>,
  };
  let w: { groupId: string; played: string; poll: string; photoId: string; placeId: string; paid: string };

  /** Ada, Bea and Cal, each with payment ids; Bea saved a place, made a poll, paid an expense, added a photo. */
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-export-'));
    t = await createTestApp({ dataDir });
    [ada, bea, cal] = [
      await signUp(t, 'Ada Admin'),
      await signUp(t, 'Bea Exporter'),
      await signUp(t, 'Cal Other'),
    ];
    for (const [i, person] of [ada, bea, cal].entries()) {
      ids.venmo[person.userId] = `venmo-person-${i}-${Date.now()}`;
      ids.zelle[person.userId] = `zelle${i}.${Date.now()}@pay.test`;
      ids.paypal[person.userId] = `PayPal${i}x${Date.now() % 1_000_000}`;
      const saved = await person.agent.api.me.$patch({
        json: {
          venmoId: ids.venmo[person.userId],
          zelleId: ids.zelle[person.userId],
          paypalMe: ids.paypal[person.userId],
        },
      });
      expect(saved.status).toBe(200);
    }
    const groupId = await createGroup(ada.agent, `Export Crew ${Date.now()}`);
    await joinGroup(ada.agent, bea.agent, groupId);
    await joinGroup(ada.agent, cal.agent, groupId);
    const mine = await createPlace(bea.agent, { name: 'Bea Court', address: '2 Bea St' });
    const place = await createPlace(ada.agent, { name: 'Crew Court', address: '1 Crew St', groupId });
    const played = await bookedGame(t, ada.agent, [bea.agent, ada.agent, cal.agent], {
      groupId,
      placeId: place.id,
    });
    await addExpense(ada.agent, played, 3000);
    const paid = await addExpense(bea.agent, played, 1200);
    const settled = await cal.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: bea.userId, amountCents: 400 },
    });
    expect(settled.status).toBe(200);
    // A payment between the two others, which is none of Bea's business.
    const theirs = await cal.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: ada.userId, amountCents: 1000 },
    });
    expect(theirs.status).toBe(200);
    const poll = await createGame(bea.agent, { groupId, placeId: place.id, title: 'Bea’s poll' });
    await answer(bea.agent, poll.gameId, poll.optionId, 'maybe');
    const photo = await addPhoto(bea.agent, played);
    await addPhoto(ada.agent, played);
    w = { groupId, played, poll: poll.gameId, photoId: photo.id, placeId: mine.id, paid };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is one JSON file, named for the viewer’s day, with everything the person made or is part of', async () => {
    const { response, text } = await downloadData(bea.agent);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // The test clock reads 2026-11-20 18:00 UTC: already the 21st on Kiritimati.
    expect(response.headers.get('content-disposition')).toContain('filename="turnout-data-2026-11-20.json"');
    const later = await bea.agent.api.account.data.$get({ query: { tz: 'Pacific/Kiritimati' } });
    expect(later.headers.get('content-disposition')).toContain('turnout-data-2026-11-21.json');

    const data = JSON.parse(text);
    expect(data).toMatchObject({
      format: 'turnout-data',
      version: 3,
      account: { id: bea.userId, email: bea.email, name: 'Bea Exporter', signInMethods: ['credential'] },
      profile: {
        fullName: 'Bea Exporter',
        venmoId: ids.venmo[bea.userId],
        zelleId: ids.zelle[bea.userId],
        paypalMe: ids.paypal[bea.userId],
        iban: null,
      },
      memberships: [{ groupId: w.groupId, role: 'member', leftAt: null, createdTheGroup: false }],
      placesCreated: [{ id: w.placeId, name: 'Bea Court', address: '2 Bea St' }],
      gamesCreated: [{ id: w.poll, title: 'Bea’s poll', status: 'poll' }],
      attendance: [{ gameId: w.played }],
      photos: [{ id: w.photoId, url: `/api/photos/${w.photoId}`, gameId: w.played }],
    });
    expect(data.sessions).toHaveLength(1);
    expect(data.answers.map((a: { gameId: string; response: string }) => [a.gameId, a.response])).toEqual([
      [w.played, 'yes'],
      [w.poll, 'maybe'],
    ]);
    // What she paid, with everyone's part by name; her part of what Ada paid; the payment marked to her.
    expect(data.expenses).toEqual([
      expect.objectContaining({
        id: w.paid,
        amountCents: 1200,
        currency: 'USD',
        paidBy: 'Bea Exporter',
        paidByYou: true,
      }),
    ]);
    expect(
      data.expenses[0].shares.map((s: { person: string; amountCents: number }) => [s.person, s.amountCents]),
    ).toEqual([
      ['Ada Admin', 400],
      ['Bea Exporter', 400],
      ['Cal Other', 400],
    ]);
    const mine = data.shares.map(
      (s: { paidBy: string; amountCents: number; currency: string; status: string }) =>
        [s.paidBy, s.amountCents, s.currency, s.status].join(' '),
    );
    expect(mine.sort()).toEqual(['Ada Admin 1000 USD pending', 'Bea Exporter 400 USD settled']);
    expect(data.payments).toEqual([
      expect.objectContaining({
        from: 'Cal Other',
        to: 'Bea Exporter',
        amountCents: 400,
        currency: 'USD',
        status: 'verifying',
      }),
    ]);
    expect(data.updates.length).toBeGreaterThan(0);
  });

  it('holds no one else’s private data, and none of the person’s secrets', async () => {
    const { text } = await downloadData(bea.agent);
    for (const other of [ada, cal]) {
      const theirs = [ids.venmo, ids.zelle, ids.paypal].map((of) => of[other.userId]);
      for (const secret of [other.email, ...theirs, other.userId]) {
        expect(text).not.toContain(secret);
      }
    }
    const [credential] = await t.db.select().from(account).where(eq(account.userId, bea.userId));
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(`${credential?.password}`);
    for (const [name, value] of bea.agent.cookies) expect(text, name).not.toContain(value.split('.')[0]);

    // And the others' files hold nothing of hers but her name where they share a row with her.
    const { text: adas } = await downloadData(ada.agent);
    const beas = [ids.venmo, ids.zelle, ids.paypal].map((of) => of[bea.userId]);
    for (const secret of [bea.email, ...beas, bea.userId]) {
      expect(adas).not.toContain(secret);
    }
    expect(adas).toContain('Bea Exporter');
  });
});

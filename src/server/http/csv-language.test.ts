import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_EXPENSES_CSV_HEADER } from '../../shared/my-expenses-csv';
import { CSV_HEADER } from '../features/group-expenses/export';
import { type Agent, signUp } from '../test/agent';
import { readCsv } from '../test/csv';
import { createGroup, joinGroup } from '../test/groups';
import { addExpense, bookedGame } from '../test/money';
import { createPlace } from '../test/places';
import { createTestApp, type TestApp } from '../test/test-app';

type Person = { agent: Agent; userId: string };

/** The court category as a French file names it (English: 'Court/Venue'). */
const FRENCH_COURT = 'Terrain/Salle';

/** The header row and the records of a CSV answer, after its byte order mark. */
async function csvOf(response: Response) {
  expect(response.status).toBe(200);
  const [header = [], ...records] = readCsv((await response.text()).replace(/^\uFEFF/, ''));
  return { header, records };
}

describe('CSV exports in the requester’s language', () => {
  let t: TestApp;
  let ada: Person;
  let zoe: Person;
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, 'Ada Admin');
    zoe = await signUp(t, 'Zoé Martin');
    groupId = await createGroup(ada.agent, 'Club de Lyon');
    await joinGroup(ada.agent, zoe.agent, groupId);
    expect((await zoe.agent.api.me.$patch({ json: { locale: 'fr' } })).status).toBe(200);
    const placeId = (await createPlace(ada.agent, { name: 'Court Un', address: '1 rue du Parc', groupId }))
      .id;
    const gameId = await bookedGame(ada.agent, { groupId, placeId }, [ada, zoe]);
    await addExpense(ada.agent, gameId, 4800);
  });
  afterAll(() => t.close());

  const mine = (who: Person, headers: Record<string, string> = {}) =>
    who.agent.api.expenses['export.csv'].$get({ query: {} }, { headers });
  const group = (who: Person, headers: Record<string, string> = {}) =>
    who.agent.api.groups[':groupId']['expenses.csv'].$get({ param: { groupId }, query: {} }, { headers });

  it('a French member’s My Expenses and Group Expenses files have French headers, whatever the browser asks', async () => {
    const my = await csvOf(await mine(zoe, { 'accept-language': 'en-US' }));
    expect(my.header).toEqual([
      'id_dépense',
      'date',
      'groupe',
      'match',
      'catégorie',
      'description',
      'payeur',
      'montant',
      'devise',
      'votre_part',
      'statut_votre_part',
      'statut_dépense',
      'payé_par',
      'répartition',
    ]);
    expect(my.records).toHaveLength(1);
    expect(my.records[0]?.[4]).toBe(FRENCH_COURT);
    const grouped = await csvOf(await group(zoe, { 'accept-language': 'en-US' }));
    expect(grouped.header).toEqual([
      'id_dépense',
      'date',
      'match',
      'date_match',
      'catégorie',
      'description',
      'payeur',
      'montant',
      'devise',
      'personne',
      'part',
      'statut',
      'payé_par',
      'répartition',
      'dû_à',
      'invité',
    ]);
    expect(grouped.records).toHaveLength(2);
    expect(grouped.records.map((record) => record[4])).toEqual([FRENCH_COURT, FRENCH_COURT]);
  });

  it('without a language in Profile, the headers follow the browser’s, else they stay the spec’s English', async () => {
    const german = await csvOf(await group(ada, { 'accept-language': 'de-DE,de;q=0.9' }));
    expect(german.header.slice(0, 4)).toEqual(['ausgabe_id', 'datum', 'spiel', 'spiel_datum']);
    const spanish = await csvOf(await mine(ada, { 'accept-language': 'es-MX,es;q=0.9' }));
    expect(spanish.header.slice(0, 3)).toEqual(['id_gasto', 'fecha', 'grupo']);
    expect((await csvOf(await mine(ada))).header).toEqual([...MY_EXPENSES_CSV_HEADER]);
    expect((await csvOf(await group(ada))).header).toEqual([...CSV_HEADER]);
  });
});

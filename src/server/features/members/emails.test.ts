import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addExpense, bookedGame } from '../../test/expenses';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { membershipId, promote } from '../../test/members';
import { addPhoto } from '../../test/photos';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = Awaited<ReturnType<Awaited<ReturnType<typeof serveOverHttp>>['signUp']>>;

/** Every group-scoped answer a member's screens read, with the group and one of its games filled in. */
const memberReads = (groupId: string, gameId: string) => [
  '/api/groups',
  `/api/groups/${groupId}`,
  `/api/groups/${groupId}/members`,
  `/api/groups/${groupId}/balances`,
  `/api/groups/${groupId}/expenses`,
  `/api/groups/${groupId}/expenses.csv`,
  `/api/groups/${groupId}/places`,
  `/api/groups/${groupId}/invite`,
  '/api/games',
  `/api/games/${gameId}`,
  `/api/games/${gameId}/expenses`,
  `/api/games/${gameId}/photos`,
  '/api/expenses',
  '/api/settle-up',
  '/api/updates',
];

describe('members’ e-mails, through a real HTTP listener', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let ada: Person;
  let ben: Person;
  let cy: Person;
  let groupId: string;
  let gameId: string;

  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    [ada, ben, cy] = [
      await http.signUp('Ada Admin'),
      await http.signUp('Ben Member'),
      await http.signUp('Cy Member'),
    ];
    groupId = await createGroup(ada.agent);
    await joinGroup(ada.agent, ben.agent, groupId);
    await joinGroup(ada.agent, cy.agent, groupId);
    const place = await createPlace(ada.agent, { name: 'Mail Court', address: '1 Post Rd', groupId });
    gameId = await bookedGame(t, ada.agent, [ada.agent, ben.agent, cy.agent], { groupId, placeId: place.id });
    await addExpense(cy.agent, gameId, 3000, { description: 'Balls' });
    await addPhoto(cy.agent, gameId);
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  /** The e-mail each member's row carries, by name, in the members list and on the group page. */
  async function emailsSeenBy(person: Person) {
    const param = { param: { groupId } };
    const members = await (await person.agent.api.groups[':groupId'].members.$get(param)).json();
    const detail = await (await person.agent.api.groups[':groupId'].$get(param)).json();
    const byName = (rows: { fullName: string | null; email: string | null }[]) =>
      Object.fromEntries(rows.map((row) => [row.fullName, row.email]));
    return { members: byName(members.members), groupPage: byName(detail.members) };
  }

  it('shows a member only their own e-mail, in the members list and on the group page', async () => {
    const seen = { 'Ada Admin': null, 'Ben Member': ben.email, 'Cy Member': null };
    expect(await emailsSeenBy(ben)).toEqual({ members: seen, groupPage: seen });
  });

  it('shows the group’s admins everyone’s e-mail', async () => {
    const seen = { 'Ada Admin': ada.email, 'Ben Member': ben.email, 'Cy Member': cy.email };
    expect(await emailsSeenBy(ada)).toEqual({ members: seen, groupPage: seen });
  });

  it('sends a member no other member’s e-mail in any answer their screens read', async () => {
    for (const path of memberReads(groupId, gameId)) {
      const response = await ben.agent.fetch(path);
      expect(response.status, path).toBe(200);
      const text = (await response.text()).toLowerCase();
      expect(text, path).not.toContain(ada.email.toLowerCase());
      expect(text, path).not.toContain(cy.email.toLowerCase());
    }
  });

  it('shows a member made admin everyone’s e-mail from then on', async () => {
    await promote(ada.agent, groupId, await membershipId(ada.agent, groupId, cy.userId));
    expect((await emailsSeenBy(cy)).members).toEqual({
      'Ada Admin': ada.email,
      'Ben Member': ben.email,
      'Cy Member': cy.email,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, errorOf } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { addExpense, bookedGame } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };

/** Issue 56: Mark Received starts from how the debtor paid, and never assumes a method the creditor did not give. */
describe('how a payment came', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let pat: Person;
  let groupId: string;
  let placeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    pat = await http.signUp('Pat Payer');
    groupId = await createGroup(pat.agent);
    placeId = (await createPlace(pat.agent, { name: 'Cash Court', address: '5 Money St', groupId })).id;
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  /** A new member who owes Pat half of a $20.00 expense: $10.00 pending. */
  async function debtor(name: string): Promise<Person> {
    const person = await http.signUp(name);
    await joinGroup(pat.agent, person.agent, groupId);
    const gameId = await bookedGame(pat.agent, { groupId, placeId }, [person, pat], () =>
      t.clock.advance(1000),
    );
    await addExpense(pat.agent, gameId, 2000);
    return person;
  }
  const debtsOf = async (agent: Agent) => (await (await agent.api['settle-up'].$get()).json()).debts;
  const waitingFrom = async (person: Person) =>
    (await debtsOf(pat.agent)).find((debt) => debt.fromUserId === person.userId);

  it('is the debtor’s: Mark Paid alone is cash, after the Venmo or Zelle button it is that', async () => {
    const byCash = await debtor('Cass Cash');
    const byVenmo = await debtor('Val Venmo');
    const byZelle = await debtor('Zed Zelle');
    const paid = (person: Person, paymentMethod?: 'venmo' | 'zelle') =>
      person.agent.api['settle-up']['mark-paid'].$post({
        json: { otherUserId: pat.userId, amountCents: 1000, ...(paymentMethod && { paymentMethod }) },
      });
    expect((await paid(byCash)).status).toBe(200);
    expect((await paid(byVenmo, 'venmo')).status).toBe(200);
    const inGroup = await byZelle.agent.api.groups[':groupId'].settle['mark-paid'].$post({
      param: { groupId },
      json: { otherUserId: pat.userId, amountCents: 1000, paymentMethod: 'zelle' },
    });
    expect(inGroup.status).toBe(200);

    expect(await waitingFrom(byCash)).toMatchObject({ status: 'verifying', paidWith: 'cash' });
    expect(await waitingFrom(byVenmo)).toMatchObject({ status: 'verifying', paidWith: 'venmo' });
    expect(await waitingFrom(byZelle)).toMatchObject({ status: 'verifying', paidWith: 'zelle' });
    // The debtor's own view of a debt not yet marked says nothing of a method.
    const pending = await debtor('Penny Pending');
    expect((await debtsOf(pending.agent))[0]).toMatchObject({ status: 'pending', paidWith: null });

    // My Expenses offers the same start for one share.
    const { expenses } = await (await pat.agent.api.expenses.$get({ query: {} })).json();
    const toConfirm = expenses.flatMap((expense) => expense.toConfirm);
    expect(toConfirm.find((share) => share.userId === byVenmo.userId)?.paidWith).toBe('venmo');
  });

  it('is refused with a clear message when the creditor gives none, and nothing is settled', async () => {
    const person = await debtor('Nia None');
    await person.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: pat.userId, amountCents: 1000 },
    });
    const received = await pat.agent.fetch('/api/settle-up/mark-received', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ otherUserId: person.userId, amountCents: 1000 }),
    });
    expect(received.status).toBe(400);
    expect(await errorOf(received)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose how you were paid.',
      fields: { paymentMethod: 'Choose how you were paid.' },
    });

    const { expenses } = await (await pat.agent.api.expenses.$get({ query: {} })).json();
    const share = expenses.flatMap((expense) => expense.toConfirm).find((s) => s.userId === person.userId);
    const oneShare = await pat.agent.fetch(`/api/settle-up/shares/${share?.id}/mark-received`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    });
    expect(oneShare.status).toBe(400);
    expect((await errorOf(oneShare)).message).toBe('Choose how you were paid.');
    expect(await waitingFrom(person)).toMatchObject({ status: 'verifying', amountCents: 1000 });
  });
});

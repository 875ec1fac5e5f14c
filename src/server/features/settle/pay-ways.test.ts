import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenseMessages } from '../../../shared/expenses';
import { expenseShares } from '../../db/schema';
import { type Agent, errorOf } from '../../test/agent';
import { createGroup, joinGroup } from '../../test/groups';
import { serveOverHttp } from '../../test/http';
import { addExpense, bookedGame } from '../../test/money';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string };

const PAT_ACCOUNTS = {
  paypalMe: 'PatPays',
  revolutUsername: 'patpays',
  cashtag: 'PatPays',
  upiId: 'pat@okaxis',
  pixKey: '12345678909',
  bankHolder: 'Pat Payee',
  iban: 'DE89370400440532013000',
};

/** Issue 57: the payee's other ways to be paid reach only the people who owe them, as pay options on the debt. */
describe('ways to pay on a debt', () => {
  let t: TestApp;
  let http: Awaited<ReturnType<typeof serveOverHttp>>;
  let pat: Person;
  beforeAll(async () => {
    t = await createTestApp();
    http = await serveOverHttp(t);
    pat = await http.signUp('Pat Payee');
    const saved = await pat.agent.api.me.$patch({ json: PAT_ACCOUNTS });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await http.close();
    await t.close();
  });

  /** A group in the currency where `debtor` owes Pat half of a 20.00 expense, and a member owing nobody. */
  async function debtIn(currency: string, debtor: Person) {
    const groupId = await createGroup(pat.agent, `Pay ways ${currency} ${Date.now()}`, currency);
    const bystander = await http.signUp(`Bo Bystander ${currency}`);
    for (const person of [debtor, bystander]) await joinGroup(pat.agent, person.agent, groupId);
    const place = await createPlace(pat.agent, { name: `Court ${currency}`, address: '1 Pay St', groupId });
    const gameId = await bookedGame(pat.agent, { groupId, placeId: place.id }, [debtor, pat], () =>
      t.clock.advance(1000),
    );
    await addExpense(pat.agent, gameId, 2000);
    return { groupId, bystander };
  }
  const debtsOf = async (agent: Agent) => (await (await agent.api['settle-up'].$get()).json()).debts;

  it('shows a debtor the payee’s ways that carry the debt’s currency, and nobody else sees them', async () => {
    const dana = await http.signUp('Dana Dollar');
    await dana.agent.api.me.$patch({ json: { paypalMe: 'DanaOwnPayPal' } });
    const { groupId, bystander } = await debtIn('USD', dana);

    const [toPat] = await debtsOf(dana.agent);
    expect(toPat).toMatchObject({ toUserId: pat.userId, amountCents: 1000 });
    expect(toPat?.toUser.payAccounts).toEqual({ ...PAT_ACCOUNTS, upiId: null, pixKey: null });

    // The payee's own view names the debtor without the debtor's ways to pay; the group's other screens and a
    // member who owes nobody never carry Pat's.
    const patView = JSON.stringify(await debtsOf(pat.agent));
    expect(patView).not.toContain('DanaOwnPayPal');
    const bystanderViews = [
      await (await bystander.agent.api['settle-up'].$get()).text(),
      await (await bystander.agent.fetch(`/api/groups/${groupId}`)).text(),
      await (await bystander.agent.fetch(`/api/groups/${groupId}/members`)).text(),
      await (await bystander.agent.fetch(`/api/groups/${groupId}/balances`)).text(),
    ];
    for (const view of bystanderViews) {
      for (const id of Object.values(PAT_ACCOUNTS).filter((id) => id !== 'Pat Payee')) {
        expect(view).not.toContain(id);
      }
    }

    // Group Expenses offers the debtor the same.
    const balances = await (await dana.agent.fetch(`/api/groups/${groupId}/balances`)).json();
    const inGroup = (balances as { debts: { toUser: { payAccounts: unknown } }[] }).debts[0];
    expect(inGroup?.toUser.payAccounts).toEqual({ ...PAT_ACCOUNTS, upiId: null, pixKey: null });
  });

  it('limits them to the currency: euros leave out Cash App, rupees keep UPI and the bank account', async () => {
    const eve = await http.signUp('Eve Euro');
    await debtIn('EUR', eve);
    const [inEuros] = await debtsOf(eve.agent);
    expect(inEuros?.toUser.payAccounts).toEqual({
      ...PAT_ACCOUNTS,
      cashtag: null,
      upiId: null,
      pixKey: null,
    });

    const ira = await http.signUp('Ira Rupee');
    await debtIn('INR', ira);
    const [inRupees] = await debtsOf(ira.agent);
    expect(inRupees?.toUser.payAccounts).toEqual({
      paypalMe: null,
      revolutUsername: null,
      cashtag: null,
      upiId: 'pat@okaxis',
      pixKey: null,
      bankHolder: 'Pat Payee',
      iban: 'DE89370400440532013000',
    });
  });

  it('records the new ways when the debtor pays and when the creditor confirms', async () => {
    const paul = await http.signUp('Paul PayPal');
    await debtIn('USD', paul);
    const [debt] = await debtsOf(paul.agent);
    const paid = await paul.agent.fetch('/api/settle-up/mark-paid', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        otherUserId: pat.userId,
        amountCents: debt?.amountCents,
        paymentMethod: 'paypal',
      }),
    });
    expect(paid.status).toBe(200);
    const waiting = (await debtsOf(pat.agent)).find((d) => d.fromUserId === paul.userId);
    expect(waiting).toMatchObject({ status: 'verifying', paidWith: 'paypal' });

    const refused = await pat.agent.fetch('/api/settle-up/mark-received', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ otherUserId: paul.userId, amountCents: 1000, paymentMethod: 'bitcoin' }),
    });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).fields).toEqual({ paymentMethod: expenseMessages.chooseMethod });

    const received = await pat.agent.fetch('/api/settle-up/mark-received', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ otherUserId: paul.userId, amountCents: 1000, paymentMethod: 'bank' }),
    });
    expect(received.status).toBe(200);
    const shares = await t.db.select().from(expenseShares).where(eq(expenseShares.userId, paul.userId));
    expect(shares.map((share) => [share.status, share.paymentMethod])).toEqual([['settled', 'bank']]);
    const { payments } = await (await pat.agent.api['settle-up'].history.$get({ query: {} })).json();
    expect(payments[0]).toMatchObject({ method: 'bank', amountCents: 1000 });
  });
});

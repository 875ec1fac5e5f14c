import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDataMessages } from '../../../shared/account-data';
import { deleteAccount, fingerprint, rowsMentioning } from '../../test/account-data';
import { type Agent, createAgent, errorOf, json, signUp } from '../../test/agent';
import { expectBalancesMatchShares } from '../../test/balances';
import { addExpense, bookedGame } from '../../test/expenses';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { addPhoto } from '../../test/photos';
import { createPlace } from '../../test/places';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = Awaited<ReturnType<typeof signUp>>;

describe('delete my account', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'turnout-delete-account-'));
    t = await createTestApp({ dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Ada (admin), Bea and Cal played a completed game together: Ada paid $30 and Bea $12, split three ways
   * (Bea first), so Bea owes Ada $6 net and Cal owes Bea $4. Bea also said yes to a poll still open,
   * uploaded a photo and saved her payment ids.
   */
  async function crew() {
    const ada = await signUp(t, 'Ada Admin');
    const bea = await signUp(t, `Bea Leaving ${Date.now()}`);
    const cal = await signUp(t, 'Cal Stays');
    const groupName = `Crew ${Date.now()}`;
    const groupId = await createGroup(ada.agent, groupName);
    await joinGroup(ada.agent, bea.agent, groupId);
    await joinGroup(ada.agent, cal.agent, groupId);
    const place = await createPlace(ada.agent, { name: 'Crew Court', address: '1 Crew St', groupId });
    const where = { groupId, placeId: place.id };
    const played = await bookedGame(t, ada.agent, [bea.agent, ada.agent, cal.agent], where);
    const adaPaid = await addExpense(ada.agent, played, 3000);
    const beaPaid = await addExpense(bea.agent, played, 1200);
    expect((await ada.agent.api.games[':gameId'].complete.$post({ param: { gameId: played } })).status).toBe(
      200,
    );
    const poll = await createGame(ada.agent, { ...where, title: 'Next week' });
    await answer(bea.agent, poll.gameId, poll.optionId, 'yes');
    await answer(cal.agent, poll.gameId, poll.optionId, 'yes');
    await addPhoto(bea.agent, played);
    const venmoId = `bea-venmo-${Date.now()}`;
    const zelleId = `bea.${Date.now()}@zelle.test`;
    expect((await bea.agent.api.me.$patch({ json: { venmoId, zelleId } })).status).toBe(200);
    return { ada, bea, cal, groupId, groupName, played, poll, adaPaid, beaPaid, venmoId, zelleId };
  }

  const settle = async (debtor: Person, creditor: Person, amountCents: number) => {
    const paid = await debtor.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: creditor.userId, amountCents },
    });
    expect(paid.status).toBe(200);
    const received = await creditor.agent.api['settle-up']['mark-received'].$post({
      json: { otherUserId: debtor.userId, amountCents, paymentMethod: 'cash' },
    });
    expect(received.status).toBe(200);
  };

  const signedIn = async (agent: Agent) => (await agent.api.me.$get()).status;

  it('is refused with the amounts while the person owes or is owed, until every payment is confirmed', async () => {
    const { ada, bea, cal } = await crew();
    const before = await fingerprint(t.db);
    const refusal = async (message: string) => {
      const response = await deleteAccount(bea.agent, { password: bea.password });
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({ code: 'OPEN_BALANCES', message });
    };

    await refusal(accountDataMessages.openBalances([{ currency: 'USD', owe: 600, owed: 400 }]));
    expect(await fingerprint(t.db)).toEqual(before);
    expect(await signedIn(bea.agent)).toBe(200);

    // Said in the account's language (Profile), its amounts written as that language writes them.
    expect((await bea.agent.api.me.$patch({ json: { locale: 'de' } })).status).toBe(200);
    await refusal(
      'Gleiche deine offenen Beträge aus, bevor du dein Konto löschst. Du schuldest 6,00\u00a0$. Dir wird geschuldet: 4,00\u00a0$.',
    );
    expect((await bea.agent.api.me.$patch({ json: { locale: null } })).status).toBe(200);

    // Marked paid is not settled: the money is still open until Ada confirms it.
    const paid = await bea.agent.api['settle-up']['mark-paid'].$post({
      json: { otherUserId: ada.userId, amountCents: 600 },
    });
    expect(paid.status).toBe(200);
    await refusal(`${accountDataMessages.settleFirst} You owe $6.00. Owed to you: $4.00.`);
    await ada.agent.api['settle-up']['mark-received'].$post({
      json: { otherUserId: bea.userId, amountCents: 600, paymentMethod: 'venmo' },
    });
    await refusal(accountDataMessages.openBalances([{ currency: 'USD', owe: 0, owed: 400 }]));

    await settle(cal, bea, 400);
    expect((await deleteAccount(bea.agent, { password: bea.password })).status).toBe(200);
  });

  it('once settled, ends every session and leaves no row of the person but the anonymised money history', async () => {
    const w = await crew();
    const { ada, bea, cal } = w;
    await settle(bea, ada, 600);
    await settle(cal, bea, 400);
    // A reset link she asked for and never used: better-auth keeps it under her id.
    const reset = await createAgent(t).fetch(
      '/api/auth/request-password-reset',
      json({ email: bea.email, redirectTo: '/reset-password' }),
    );
    expect(reset.status).toBe(200);
    const otherDevice = createAgent(t);
    const signIn = await otherDevice.fetch(
      '/api/auth/sign-in/email',
      json({ email: bea.email, password: bea.password }),
    );
    expect(signIn.status).toBe(200);
    const [photo] = (
      await t.db.execute<{ storage_key: string; thumbnail_key: string }>(
        sql`select storage_key, thumbnail_key from game_photos where uploaded_by = ${bea.userId}`,
      )
    ).rows;
    const files = [photo?.storage_key, photo?.thumbnail_key].map((key) =>
      path.join(dataDir, 'uploads', `${key}`),
    );
    expect(files.every((file) => existsSync(file))).toBe(true);
    const read = {
      settleUp: (who: Person) => who.agent.api['settle-up'].$get().then((r) => r.json()),
      expenses: (who: Person) =>
        who.agent.api.games[':gameId'].expenses.$get({ param: { gameId: w.played } }).then((r) => r.json()),
      balances: (who: Person) =>
        who.agent.api.groups[':groupId'].balances
          .$get({ param: { groupId: w.groupId } })
          .then((r) => r.json()),
    };
    const adaBefore = { settleUp: await read.settleUp(ada), balances: await read.balances(ada) };
    const calBefore = await read.settleUp(cal);
    const expensesBefore = await read.expenses(ada);

    const response = await deleteAccount(bea.agent, { password: bea.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(response.headers.getSetCookie().some((line) => /session_token=;/.test(line))).toBe(true);

    // Every session ended: this browser, the other device, and a new sign-in.
    expect(await signedIn(bea.agent)).toBe(401);
    expect(await signedIn(otherDevice)).toBe(401);
    const again = await createAgent(t).fetch(
      '/api/auth/sign-in/email',
      json({ email: bea.email, password: bea.password }),
    );
    expect(again.status).toBe(401);

    // Nothing names her: not her id, e-mail, name or payment ids, in any column of any table.
    const needles = [bea.userId, bea.email, 'Bea Leaving', w.venmoId, w.zelleId];
    expect(await rowsMentioning(t.db, needles)).toEqual([]);
    expect(files.some((file) => existsSync(file))).toBe(false);

    // The money reads the same to everyone else, now under 'Former member'.
    const adaAfter = { settleUp: await read.settleUp(ada), balances: await read.balances(ada) };
    expect(adaAfter.settleUp).toEqual(adaBefore.settleUp);
    expect(await read.settleUp(cal)).toEqual(calBefore);
    const withoutIds = (rows: { fullName: string; userId: string }[]) =>
      rows
        .map(({ userId: _, ...row }) => row)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const renamed = (rows: { fullName: string; userId: string }[]) =>
      withoutIds(
        rows.map((row) =>
          row.userId === bea.userId ? { ...row, fullName: 'Former member', isMember: false } : row,
        ),
      );
    expect(withoutIds(adaAfter.balances.members)).toEqual(renamed(adaBefore.balances.members));
    expect(adaAfter.balances.debts).toEqual(adaBefore.balances.debts);
    type Listed = typeof expensesBefore;
    const view = (list: Listed, rename: boolean) => {
      const who = (id: string, fullName: string) =>
        rename && id === bea.userId ? 'Former member' : fullName;
      return list.expenses.map((e) => ({
        amount: e.amountCents,
        payer: who(e.paidBy, e.payerName),
        shares: e.shares.map((s) => `${who(s.userId, s.fullName)} ${s.amountCents} ${s.status}`).sort(),
      }));
    };
    expect(view(await read.expenses(ada), false)).toEqual(view(expensesBefore, true));
    await expectBalancesMatchShares(t.db);

    // The game that happened still shows her among those who came; the poll no longer counts her yes.
    const played = await (await ada.agent.api.games[':gameId'].$get({ param: { gameId: w.played } })).json();
    expect(played.attendees.map((a) => a.fullName).sort()).toEqual([
      'Ada Admin',
      'Cal Stays',
      'Former member',
    ]);
    const poll = await (
      await ada.agent.api.games[':gameId'].$get({ param: { gameId: w.poll.gameId } })
    ).json();
    expect(poll.options[0]?.rsvps.map((r) => r.fullName)).toEqual(['Cal Stays']);
    expect(poll.members.map((m) => m.fullName).sort()).toEqual(['Ada Admin', 'Cal Stays']);

    // A cost added later is shared by those who can pay it: the stand-in is never charged.
    const late = await addExpense(ada.agent, w.played, 1000);
    const lateShares = (await read.expenses(ada)).expenses.find((e) => e.id === late)?.shares;
    expect(lateShares?.map((s) => [s.fullName, s.amountCents])).toEqual([
      ['Ada Admin', 500],
      ['Cal Stays', 500],
    ]);

    // Those who stay hear that a 'Former member' left; entries about what she did no longer name her.
    const feed = await (await ada.agent.api.updates.$get({ query: {} })).json();
    const left = feed.entries.find((entry) => entry.kind === 'member_left');
    expect(left?.data.actorName).toBe('Former member');
  });

  it('is refused to the last admin of a group with others, and to the only member of a group', async () => {
    const ada = await signUp(t, 'Ada Admin');
    const groupName = `Admins ${Date.now()}`;
    await joinGroup(ada.agent, (await signUp(t, 'Bo Member')).agent, await createGroup(ada.agent, groupName));
    const solo = await signUp(t, 'Solo Player');
    const soloGroup = `Solo ${Date.now()}`;
    await createGroup(solo.agent, soloGroup);
    const before = await fingerprint(t.db);

    const lastAdmin = await deleteAccount(ada.agent, { password: ada.password });
    expect(lastAdmin.status).toBe(409);
    expect(await errorOf(lastAdmin)).toEqual({
      code: 'LAST_ADMIN',
      message: accountDataMessages.lastAdmin([groupName]),
    });
    const onlyMember = await deleteAccount(solo.agent, { password: solo.password });
    expect(onlyMember.status).toBe(409);
    expect(await errorOf(onlyMember)).toEqual({
      code: 'LAST_MEMBER',
      message: accountDataMessages.onlyMember([soloGroup]),
    });
    expect(await fingerprint(t.db)).toEqual(before);
    expect(await signedIn(ada.agent)).toBe(200);
    expect(await signedIn(solo.agent)).toBe(200);
  });
});

import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../log';
import { createMailer, type Mailer } from '../../mail/mailer';
import { createDelivery } from '../../notifications/delivery';
import { type Agent, signUp } from '../../test/agent';
import { answer, createGame } from '../../test/games';
import { createGroup, joinGroup } from '../../test/groups';
import { parseCalendar } from '../../test/ical';
import { bookedGame } from '../../test/money';
import { createPlace } from '../../test/places';
import { startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

type Person = { agent: Agent; userId: string; email: string };
const log = createLogger('silent');

describe('a guest’s e-mail gets the game’s details and calendar invite, once', () => {
  let t: TestApp;
  let ada: Person;
  let sam: Person;
  let mo: Person;
  let groupId = '';
  let placeId = '';
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let mailer: Mailer;

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t, 'Ada Admin');
    sam = await signUp(t, 'Sam Host');
    mo = await signUp(t, 'Mo Member');
    groupId = await createGroup(ada.agent, 'Padel Club');
    for (const person of [sam, mo]) await joinGroup(ada.agent, person.agent, groupId);
    await sam.agent.api.me['time-zone'].$put({ json: { timeZone: 'Europe/Paris' } });
    placeId = (await createPlace(ada.agent, { name: 'Court One', address: '1 Main St', groupId })).id;
  });
  beforeEach(async () => {
    inbox = await startSmtpInbox();
    mailer = createMailer({ smtpUrl: inbox.url, mailFrom: 'Turnout <t@localhost>', dataDir: '/x' }, log);
  });
  afterEach(async () => {
    mailer.close();
    await inbox.stop();
  });
  afterAll(() => t.close());

  const drain = () => createDelivery({ db: t.db, mailer, config: t.config, log, clock: t.clock }).drain();
  const bring = async (host: Person, gameId: string, name: string, email?: string) => {
    const response = await host.agent.api.games[':gameId'].guests.$post({
      param: { gameId },
      json: { name, ...(email ? { email } : {}) },
    });
    expect(response.status).toBe(201);
    return (await response.json()).guest;
  };
  const guestMails = async (gameId: string) =>
    (
      await t.db.execute<{ user_id: string; data: { guestName?: string } }>(
        sql`select user_id, data from mail_outbox where kind = 'guest_invite' and game_id = ${gameId}`,
      )
    ).rows;

  it('a guest brought to a booked game gets one mail from their host: title, when, where, the invite', async () => {
    const gameId = await bookedGame(ada.agent, { groupId, placeId, title: 'Sunday Padel' }, [ada, sam]);
    await bring(sam, gameId, 'Jordan Guest', 'Jordan@Example.com');
    expect(await guestMails(gameId)).toEqual([
      { user_id: sam.userId, data: expect.objectContaining({ guestName: 'Jordan Guest' }) },
    ]);
    await drain();
    await drain();
    const received = inbox.mailsTo('jordan@example.com');
    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0]?.raw ?? '');
    // 15:00 UTC is 16:00 in Paris, the host's zone.
    expect(mail.subject).toBe('Sam Host is bringing you to Sunday Padel, Sat, Nov 28, 2026 at 4:00 PM');
    expect(mail.text).toContain('Hi Jordan Guest,');
    expect(mail.text).toContain('Sam Host is bringing you as their guest to Sunday Padel.');
    expect(mail.text).toContain('When: Sat, Nov 28, 2026 at 4:00 PM (time zone Europe/Paris)');
    expect(mail.text).toContain('Where: Court One, 1 Main St');
    expect(mail.text).toContain('because Sam Host gave your address');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    const calendar = parseCalendar(part?.content.toString('utf8') ?? '');
    expect(calendar.method).toBe('REQUEST');
    expect(calendar.events[0]).toMatchObject({
      uid: `game-${gameId}@turnout`,
      start: new Date('2026-11-28T15:00:00.000Z'),
      end: new Date('2026-11-28T17:00:00.000Z'),
    });
    // The invite names nobody going: the guest is not in the group.
    expect(part?.content.toString('utf8')).not.toContain('Ada Admin');
    // Nobody else was written to about the guest.
    expect(inbox.mails.filter((m) => m.raw.includes('bringing you'))).toHaveLength(1);
  });

  it('a guest brought to a poll gets nothing until the game is booked, then one mail', async () => {
    const { gameId, optionId } = await createGame(ada.agent, { groupId, placeId, title: 'Poll Padel' });
    await answer(ada.agent, gameId, optionId, 'yes');
    await answer(sam.agent, gameId, optionId, 'yes');
    await bring(sam, gameId, 'Riley Guest', 'riley@example.com');
    await drain();
    expect(await guestMails(gameId)).toEqual([]);
    expect(inbox.mailsTo('riley@example.com')).toHaveLength(0);
    const book = await ada.agent.api.games[':gameId'].book.$post({ param: { gameId }, json: { optionId } });
    expect(book.status).toBe(200);
    await ada.agent.api.games[':gameId']['mark-booked'].$post({ param: { gameId } });
    await drain();
    const received = inbox.mailsTo('riley@example.com');
    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0]?.raw ?? '');
    expect(mail.subject).toContain('Poll Padel');
    expect(mail.attachments.some((a) => a.contentType.startsWith('text/calendar'))).toBe(true);
  });

  it('a guest without an e-mail gets no mail, and a host’s language writes the mail', async () => {
    expect((await sam.agent.api.me.$patch({ json: { locale: 'fr' } })).status).toBe(200);
    const gameId = await bookedGame(ada.agent, { groupId, placeId, title: 'Padel du soir' }, [ada, sam]);
    await bring(sam, gameId, 'No Mail');
    expect(await guestMails(gameId)).toEqual([]);
    await bring(sam, gameId, 'Camille', 'camille@example.com');
    await drain();
    // One guest mail in all: to the guest who gave an address.
    expect(await guestMails(gameId)).toHaveLength(1);
    expect(inbox.mailsTo('camille@example.com')).toHaveLength(1);
    const mail = await simpleParser(inbox.mailsTo('camille@example.com')[0]?.raw ?? '');
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain('Sam Host vous emmène comme invité à Padel du soir.');
    expect(mail.text).toContain('Où\u00a0: Court One, 1 Main St');
    expect((await sam.agent.api.me.$patch({ json: { locale: 'en' } })).status).toBe(200);
  });

  it('the guest’s address is shown to their host only, never to other members', async () => {
    const gameId = await bookedGame(ada.agent, { groupId, placeId, title: 'Private Padel' }, [ada, sam, mo]);
    await bring(sam, gameId, 'Quinn', 'quinn@example.com');
    const seenBy = async (person: Person) =>
      (await person.agent.api.games[':gameId'].$get({ param: { gameId } })).text();
    expect(await seenBy(sam)).toContain('quinn@example.com');
    for (const other of [ada, mo]) {
      const page = await seenBy(other);
      expect(page).toContain('Quinn');
      expect(page).not.toContain('quinn@example.com');
      const list = await (await other.agent.api.games.$get({ query: { groupId } })).text();
      expect(list).not.toContain('quinn@example.com');
      const feed = await (await other.agent.api.updates.$get({ query: {} })).text();
      expect(feed).not.toContain('quinn@example.com');
    }
  });
});

import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { createMailer } from '../mail/mailer';
import { signUp } from '../test/agent';
import { createGroup, joinGroup } from '../test/groups';
import { requestReset, startMailDelivery } from '../test/password-reset';
import { startSmtpInbox } from '../test/smtp-inbox';
import { createTestApp, type TestApp } from '../test/test-app';
import { createDelivery } from './delivery';
import { recordUpdate } from './record';
import { renderPush } from './render';

const log = createLogger('silent');

describe('mails in the reader’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a French member’s booking mail comes in French — subject, text and HTML, dates as France writes them', async () => {
    const ada = await signUp(t, 'Ada Admin');
    const zoe = await signUp(t, 'Zoé Martin');
    const groupId = await createGroup(ada.agent, 'Club de Lyon');
    await joinGroup(ada.agent, zoe.agent, groupId);
    expect((await zoe.agent.api.me.$patch({ json: { locale: 'fr' } })).status).toBe(200);
    await zoe.agent.api.me['time-zone'].$put({ json: { timeZone: 'Europe/Paris' } });

    await recordUpdate(t.db, {
      kind: 'game_booked',
      recipients: sql`select ${zoe.userId}::uuid as user_id`,
      groupId,
      actorId: ada.userId,
      data: { gameTitle: 'Padel du dimanche', gameDate: '2026-11-29T15:00:00Z', placeName: 'Court Un' },
      now: t.clock(),
    });
    const inbox = await startSmtpInbox();
    try {
      const mailer = createMailer(
        { smtpUrl: inbox.url, mailFrom: 'Turnout <t@localhost>', dataDir: '/x' },
        log,
      );
      await createDelivery({ db: t.db, mailer, config: t.config, log, clock: t.clock }).drain();
      const mail = await simpleParser(inbox.mails[0]?.raw ?? '');
      // 15:00 UTC is 16:00 in Paris, on Sunday 29 November.
      expect(mail.subject).toBe('Réservé\u00a0: Padel du dimanche, dim. 29 nov. 2026');
      expect(mail.text).toContain('Bonjour Zoé Martin,');
      expect(mail.text).toContain(
        'Padel du dimanche est réservé pour le dim. 29 nov. 2026 à 16:00 à Court Un.',
      );
      expect(mail.text).toContain(
        'Vous recevez ce message parce que les e-mails «\u00a0Match réservé\u00a0» sont activés.',
      );
      expect(mail.html).toContain('<html lang="fr">');
      expect(mail.html).toContain('Ouvrir dans Turnout');
      expect(`${mail.subject} ${mail.text}`).not.toMatch(/Booked|Hi |Open in Turnout|You get this/);
    } finally {
      await inbox.stop();
    }
  });

  it('the password-reset mail follows the account’s language', async () => {
    const { agent, email } = await signUp(t, 'Jonas Weber');
    expect((await agent.api.me.$patch({ json: { locale: 'de' } })).status).toBe(200);
    const inbox = await startSmtpInbox();
    const delivery = startMailDelivery(t, inbox.url);
    try {
      expect((await requestReset(t, email)).status).toBe(200);
      const mail = await simpleParser((await inbox.waitForMail(email)).raw);
      expect(mail.subject).toBe('Setze dein Turnout-Passwort zurück');
      expect(mail.text).toContain('Hallo Jonas Weber,');
      expect(mail.html).toContain('Neues Passwort wählen');
    } finally {
      await delivery.stop();
      await inbox.stop();
    }
  });

  it('a push in Brazilian Portuguese says one person and two people as Portuguese does', () => {
    const reader = { timeZone: 'America/Sao_Paulo', locale: 'pt-BR' };
    const nudge = (people: number) =>
      renderPush(
        reader,
        { kind: 'nudge', owed: [{ amount: 1250, currency: 'BRL' }], people },
        'https://turnout.test',
      ).body;
    expect(nudge(1)).toContain('a uma pessoa,');
    expect(nudge(2)).toContain('a 2 pessoas,');
    expect(
      renderPush(
        { timeZone: null, locale: null },
        { kind: 'nudge', owed: [{ amount: 1250, currency: 'USD' }], people: 2 },
        '',
      ).body,
    ).toContain('to 2 people,');
  });
});

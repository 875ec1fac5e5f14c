import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { parseCalendar } from '../src/server/test/ical';
import { MAIL_KIND_LABELS } from '../src/shared/updates';
import { expect, expectScreen, newPage } from './support/fixtures';
import { bookNow, setUpCrew } from './support/games';
import { apiAs, markReceived } from './support/money';
import { PEER_SPEC_TIMEOUT_MS, testWithPeers as test } from './support/peers';

const DAY_MS = 24 * 60 * 60 * 1000;
/** `days` from now on the minute, as the New Game form's slots give (calendars keep whole seconds). */
const daysAhead = (days: number) => new Date(Math.floor((Date.now() + days * DAY_MS) / 60_000) * 60_000);
/** Another person's change reaches an open screen within a second (issue 10's stream). */
const LIVE_MS = 1000;

const updatesTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Tabs' }).getByRole('link', { name: /^Updates/ });

/** The unread count the Updates tab shows ('' when there is none). */
const badgeOf = async (page: Page) => ((await updatesTab(page).textContent()) ?? '').replace('Updates', '');

test(
  'a member books: the other member’s badge rises live, the entry opens the game, and the game goes to a calendar',
  async ({ browser, context, page, peers }) => {
    const baseUrl = peers.server.url;
    const crew = await setUpCrew(browser, context, baseUrl, 'Feed Crew');
    const sam = crew.friendPage;
    const organizer = apiAs(context, baseUrl);
    const { id: gameId } = await organizer<{ id: string }>('POST', '/api/games', {
      groupId: crew.groupId,
      placeId: crew.placeId,
      title: 'Feed Doubles',
      date: daysAhead(3).toISOString(),
      minPeopleRequired: 2,
    });
    const { options } = await organizer<{ options: { id: string }[] }>('GET', `/api/games/${gameId}`);
    for (const who of [context, crew.friendContext]) {
      await apiAs(who, baseUrl)('PUT', `/api/games/${gameId}/rsvp`, {
        optionId: options[0]?.id,
        response: 'yes',
      });
    }

    // Sam is on his profile with the live stream open: the poll that opened is one unread update.
    const streaming = sam.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/live');
    await sam.goto('/profile');
    await streaming;
    await expectScreen(sam, 'Profile');
    await expect.poll(() => badgeOf(sam)).toBe('1');

    // Riley books it on the game's page; Sam's badge rises without a reload.
    await page.goto(`/games/${gameId}`);
    await expectScreen(page, 'Game Details');
    await bookNow(page);
    const booked = Date.now();
    await expect.poll(() => badgeOf(sam), { timeout: LIVE_MS }).toBe('2');
    expect(Date.now() - booked).toBeLessThan(LIVE_MS + 200);

    // The feed: newest first, each a link; opening it reads it and the badge goes.
    await updatesTab(sam).click();
    await sam.waitForURL('**/updates');
    await expectScreen(sam, 'Updates');
    await sam.getByText('Welcome to Turnout! News about your groups and games will show up here.').waitFor();
    const entries = sam.getByRole('list', { name: 'Updates' }).getByRole('listitem');
    await expect.poll(() => entries.allTextContents()).toHaveLength(2);
    expect(await entries.nth(0).textContent()).toMatch(
      /^Feed Doubles is booked for \w{3}, \w{3} \d+, \d{4} at/,
    );
    expect(await entries.nth(1).textContent()).toContain('Riley Park opened a poll in');
    await expect.poll(() => badgeOf(sam)).toBe('');
    await entries.nth(0).getByRole('link').click();
    await sam.waitForURL(`**/games/${gameId}`);
    await expectScreen(sam, 'Game Details');

    // Add to calendar: a file any calendar reads, with the game's UID and start.
    const download = sam.waitForEvent('download');
    await sam.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await (await download).path();
    const { events } = parseCalendar(await readFile(file, 'utf8'));
    const { game } = await organizer<{ game: { date: string } }>('GET', `/api/games/${gameId}`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ uid: `game-${gameId}@turnout`, summary: 'Feed Doubles', sequence: 1 });
    expect(events[0]?.start.toISOString()).toBe(new Date(game.date).toISOString());

    // The booking mail reached Sam with its invite and a one-click unsubscribe link.
    const mail = await peers.inbox.waitForMail(crew.friend.email);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail.raw).toMatch(/text\/calendar/);

    // Riley pays the court; Sam marks his half paid: Riley confirms it from the feed, without Settle Up.
    await organizer('POST', `/api/games/${gameId}/mark-booked`);
    await organizer('POST', '/api/expenses', {
      gameId,
      amountCents: 3000,
      description: 'Court',
      category: 'court',
    });
    const { user: riley } = await organizer<{ user: { id: string } }>('GET', '/api/me');
    await apiAs(crew.friendContext, baseUrl)('POST', '/api/settle-up/mark-paid', {
      otherUserId: riley.id,
      amountCents: 1500,
    });
    await page.goto('/updates');
    await expectScreen(page, 'Updates');
    const payment = page.getByRole('listitem', { name: 'Sam Quinn marked $15.00 as paid to you' });
    await payment.waitFor();
    await markReceived(page, 'Sam Quinn', 'Zelle');
    expect(await payment.getByRole('button', { name: 'Mark Received' }).count()).toBe(0);
    const settled = await organizer<{ debts: unknown[] }>('GET', '/api/settle-up');
    expect(settled.debts).toEqual([]);
    expect(crew.friendProblems).toEqual([]);
    await crew.friendContext.close();
  },
  PEER_SPEC_TIMEOUT_MS,
);

test(
  'unsubscribing from a mail’s link works signed out, and Profile → Notifications shows and changes it',
  async ({ browser, context, peers }) => {
    const baseUrl = peers.server.url;
    const crew = await setUpCrew(browser, context, baseUrl, 'Mail Crew');
    const organizer = apiAs(context, baseUrl);
    const { id: gameId } = await organizer<{ id: string }>('POST', '/api/games', {
      groupId: crew.groupId,
      placeId: crew.placeId,
      title: 'Mail Doubles',
      date: daysAhead(4).toISOString(),
      minPeopleRequired: 2,
    });
    const { options } = await organizer<{ options: { id: string }[] }>('GET', `/api/games/${gameId}`);
    for (const who of [context, crew.friendContext]) {
      await apiAs(who, baseUrl)('PUT', `/api/games/${gameId}/rsvp`, {
        optionId: options[0]?.id,
        response: 'yes',
      });
    }
    await organizer('POST', `/api/games/${gameId}/book`, { optionId: options[0]?.id });
    const mail = await peers.inbox.waitForMail(crew.friend.email);
    // Long headers are folded onto several lines (RFC 5322 §2.2.3): unfold before reading.
    const headers = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    const link = headers.match(/^List-Unsubscribe: <([^>]+)>/m)?.[1];
    if (!link) throw new Error(`no List-Unsubscribe in:\n${mail.raw}`);

    // Opened in a browser that is signed in nowhere: the page asks first, then confirms.
    const stranger = await browser.newContext({ baseURL: baseUrl });
    const visitor = await newPage(stranger);
    await visitor.goto(link);
    await visitor.waitForURL('**/unsubscribe?token=*');
    await expectScreen(visitor, 'Unsubscribe');
    const label = MAIL_KIND_LABELS.booked.label;
    await visitor.getByText(`Stop “${label}” e-mails from Turnout?`, { exact: false }).waitFor();
    await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
    await visitor
      .getByText(
        `Done — you will no longer get “${label}” e-mails. You can turn them back on in Profile → Notifications.`,
      )
      .waitFor();
    // A forged link says so and offers nothing to press.
    await visitor.goto('/unsubscribe?token=forged');
    await expectScreen(visitor, 'Unsubscribe');
    await visitor.getByText('This unsubscribe link is not valid.').waitFor();
    expect(await visitor.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await stranger.close();

    // Sam's profile shows the switch off; he turns it back on, and it stays on after a reload.
    const sam = crew.friendPage;
    await sam.goto('/profile');
    await expectScreen(sam, 'Profile');
    const notifications = sam.getByRole('region', { name: 'Notifications' });
    const booked = notifications.getByRole('switch', { name: label });
    await expect.poll(() => booked.isChecked()).toBe(false);
    expect(await notifications.getByRole('switch', { name: MAIL_KIND_LABELS.share.label }).isChecked()).toBe(
      true,
    );
    await booked.click({ force: true });
    await expect.poll(() => booked.isChecked()).toBe(true);
    await sam.reload();
    await expectScreen(sam, 'Profile');
    await expect.poll(() => booked.isChecked()).toBe(true);

    // Profile → Calendar: a private webcal link that serves the game without a session; a new link ends it.
    const calendar = sam.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('button', { name: 'Create calendar link' }).click();
    const field = calendar.getByRole('textbox', { name: 'Calendar link' });
    await expect.poll(() => field.inputValue()).toMatch(/^webcal:\/\/.+\/api\/calendar\/[\w-]{43}\.ics$/);
    const first = (await field.inputValue()).replace(/^webcal:/, 'http:');
    const feed = await fetch(first);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(parseCalendar(await feed.text()).events.map((e) => e.summary)).toContain('Mail Doubles');
    await calendar.getByRole('button', { name: 'Make a new link' }).click();
    await expect.poll(async () => (await field.inputValue()).replace(/^webcal:/, 'http:')).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect(crew.friendProblems).toEqual([]);
    await crew.friendContext.close();
  },
  PEER_SPEC_TIMEOUT_MS,
);

import { expect, expectScreen } from './support/fixtures';
import { closeFriends, setUpBookedGame } from './support/money';
import { PEER_SPEC_TIMEOUT_MS, testWithPeers as test } from './support/peers';

const AVERY = 'Avery Mention';
const BLAKE = 'Blake Mention';
const CASEY = 'Casey Mention';

test(
  'a mention raises the other member’s Updates badge and sends them a mail',
  async ({ browser, context, page, peers }) => {
    const baseUrl = peers.server.url;
    const game = await setUpBookedGame(browser, context, baseUrl, [AVERY, BLAKE, CASEY]);
    const blake = game.first.page;
    // Booking the game wrote Blake entries already: the feed, once shown, has them read.
    await blake.goto('/updates');
    await expectScreen(blake, 'Updates');
    await expect.poll(() => blake.getByLabel(/unread update/).count(), { timeout: 10_000 }).toBe(0);
    const streaming = blake.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/live');
    await blake.goto('/dashboard');
    await streaming;

    await page.goto(`/games/${game.gameId}`);
    await expectScreen(page, 'Game Details');
    const discussion = page.getByRole('region', { name: 'Discussion' });
    const box = discussion.getByRole('textbox', { name: 'Message' });
    await box.fill('Can you bring balls, @Bla');
    await discussion.getByRole('button', { name: `Mention ${BLAKE}` }).click();
    expect(await box.inputValue()).toBe(`Can you bring balls, @${BLAKE} `);
    await box.pressSequentially('?');
    await discussion.getByRole('button', { name: 'Send' }).click();
    await discussion.getByText(`Can you bring balls, @${BLAKE} ?`).waitFor();

    await blake.getByLabel('1 unread update').first().waitFor({ timeout: 5000 });
    // The booking mail came first: the mention's is the one that says so.
    const sentence = `${AVERY} mentioned you in the discussion of ${game.gameTitle}`;
    const mentionMail = () =>
      peers.inbox.mailsTo(game.first.user.email).find((received) => received.text.includes(sentence));
    await expect.poll(mentionMail, { timeout: 15_000 }).toBeDefined();
    const mail = mentionMail();
    if (!mail) throw new Error('no mention mail');
    expect(mail.text).toContain(`/games/${game.gameId}`);
    // Casey was not mentioned: the other messages' mail is off until turned on.
    expect(peers.inbox.mailsTo(game.last.user.email).filter((m) => m.text.includes('discussion'))).toEqual(
      [],
    );
    await closeFriends(game);
  },
  PEER_SPEC_TIMEOUT_MS,
);

import { inject } from 'vitest';
import { CHAT_SCRIPT } from '../src/client/features/landing/chat-script';
import { SAMPLE_CHAT, waitlistMessages } from '../src/shared/landing';
import { allowConsoleError, expect, expectScreen, newPage, PHONE, TIME_ZONE, test } from './support/fixtures';
import { watchConsole } from './support/groups';
import { fullForm, newEmail, sampleChat, shownMessages, slimForm, waitForIsland } from './support/landing';
import { startServer } from './support/server';

const TITLE = 'Plan games with your friends';
const JOINED = 'Joined!';
const THANKS = "Thanks for joining our waitlist! We'll keep you updated.";
const FAILED = 'Something went wrong. Please try again.';

test('the landing page sells Turnout with the 4.3-second claim and loads none of the app’s code', async ({
  page,
  baseUrl,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expectScreen(page, TITLE);
  await page.getByRole('heading', { level: 1, name: 'Get your crew on the court' }).waitFor();
  for (const step of ['Plan', 'RSVP', 'Split', 'Settle']) {
    await page.getByRole('heading', { level: 3, name: step, exact: true }).waitFor();
  }
  await page.getByText('Creating a game can take under 4.3 seconds.').waitFor();
  await page.getByRole('link', { name: 'Create your account' }).waitFor();

  // Using the page (both forms, the chat) loads its islands, still without the app's entry or shell.
  await slimForm(page).getByRole('textbox', { name: 'Email' }).focus();
  await sampleChat(page).scrollIntoViewIfNeeded();
  await fullForm(page).getByRole('textbox', { name: 'Email' }).focus();
  await page.waitForLoadState('networkidle');
  const appHtml = await (await page.request.get(`${baseUrl}/login`)).text();
  const appEntry = appHtml.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1];
  expect(appEntry).toBeTruthy();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain(appEntry);
  expect(scripts.filter((path) => /app-layout|router|route-guards/.test(path))).toEqual([]);
  await expectScreen(page, TITLE);
});

test('the sample chat plays its 10 messages 1.5–2.5 s apart and restarts 3 s after the last', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.clock.install();
  await page.goto('/');
  const chat = sampleChat(page);
  expect(await shownMessages(chat)).toBe(0);
  await chat.scrollIntoViewIfNeeded();
  await waitForIsland(page, 'sample-chat');
  await page.clock.pauseAt(Date.now() + 60_000);

  const settle = () => page.waitForTimeout(150);
  const expectShown = (count: number) => expect.poll(() => shownMessages(chat)).toBe(count);
  // The first message comes at most 1.5 s after the chat starts.
  for (let waited = 0; (await shownMessages(chat)) === 0; waited += 100) {
    expect(waited).toBeLessThanOrEqual(SAMPLE_CHAT.minGapMs);
    await page.clock.runFor(100);
    await settle();
  }
  await expectShown(1);
  for (const [index, message] of CHAT_SCRIPT.entries()) {
    if (index === 0) continue;
    expect(message.afterMs).toBeGreaterThanOrEqual(SAMPLE_CHAT.minGapMs);
    expect(message.afterMs).toBeLessThanOrEqual(SAMPLE_CHAT.maxGapMs);
    await page.clock.runFor(message.afterMs - 1);
    await settle();
    expect(await shownMessages(chat)).toBe(index);
    await page.clock.runFor(1);
    await expectShown(index + 1);
    await chat.getByText(message.text.defaultMessage).waitFor();
  }
  expect(CHAT_SCRIPT).toHaveLength(SAMPLE_CHAT.messages);

  // 3 s after the last message the chat clears and plays again from the first.
  await page.clock.runFor(SAMPLE_CHAT.restartMs - 1);
  await settle();
  expect(await shownMessages(chat)).toBe(10);
  await page.clock.runFor(1);
  await expectShown(0);
  await page.clock.runFor(CHAT_SCRIPT[0]?.afterMs ?? 0);
  await expectShown(1);
});

test('the sample chat stands still, all 10 messages showing, for people who prefer reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const chat = sampleChat(page);
  // Even before any script runs.
  expect(await shownMessages(chat)).toBe(10);
  await chat.scrollIntoViewIfNeeded();
  await waitForIsland(page, 'sample-chat');
  await page.clock.runFor(60_000);
  await page.waitForTimeout(200);
  expect(await shownMessages(chat)).toBe(10);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  await expectScreen(page, TITLE);
});

test('the slim form: e-mail required and valid, then Joined!; the same address again also says Joined!', async ({
  page,
  context,
}) => {
  const email = newEmail('slim');
  await page.goto('/');
  const form = slimForm(page);
  // Submitted before the page's scripts ran: held, then handled once the form is alive.
  await form.getByRole('button', { name: 'Join waitlist' }).click();
  await form.getByText(waitlistMessages.emailRequired).waitFor();
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByRole('button', { name: 'Join waitlist' }).click();
  await form.getByText(waitlistMessages.emailInvalid).waitFor();
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Email' }).press('Enter');
  await page.getByRole('status').filter({ hasText: JOINED }).waitFor();
  await expectScreen(page, TITLE);

  // A second visitor with the same address learns nothing new: the same answer.
  const again = await newPage(context);
  const problems = watchConsole(again);
  await again.goto('/');
  await slimForm(again).getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
  await slimForm(again).getByRole('button', { name: 'Join waitlist' }).click();
  await again.getByRole('status').filter({ hasText: JOINED }).waitFor();
  expect(problems).toEqual([]);
});

test('the full form: idle, loading while the request is out, then the thank-you', async ({ page }) => {
  await page.goto('/');
  const form = fullForm(page);
  await form.getByRole('textbox', { name: 'Email' }).fill(newEmail('full'));
  await form.getByRole('textbox', { name: 'What would you plan with Turnout?' }).fill('Weekly pickleball');
  await waitForIsland(page, 'waitlist');

  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/waitlist', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Join the waitlist' }).click();
  const loading = form.getByRole('button', { name: 'Joining...' });
  await loading.waitFor();
  expect(await loading.isDisabled()).toBe(true);
  release();
  await page.getByRole('status').filter({ hasText: THANKS }).waitFor();
  expect(await fullForm(page).count()).toBe(0);
  await expectScreen(page, TITLE);
});

test('the full form: when the server fails, the error state keeps what was typed', async ({ page }) => {
  const server = await startServer({ template: inject('dataTemplate') });
  try {
    allowConsoleError(page, /ERR_CONNECTION_REFUSED/);
    await page.goto(`${server.url}/`);
    const form = fullForm(page);
    // The form comes alive (scripts loaded) while the server is up; then the server goes away.
    await form.getByRole('textbox', { name: 'Email' }).fill(newEmail('down'));
    await waitForIsland(page, 'waitlist');
    await page.waitForLoadState('networkidle');
    await server.stop();
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await form.getByRole('alert').filter({ hasText: FAILED }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Email' }).inputValue()).toMatch(/^down-/);
    await form.getByRole('button', { name: 'Join the waitlist' }).waitFor();
  } finally {
    await server.stop();
  }
}, 150_000); // starts a server of its own, which can take long on a busy machine

test('the colour scheme toggle works at the first click, before the page’s scripts ran', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const scheme = () => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
  expect(await scheme()).toBe('light');
  await page.getByRole('button', { name: 'Toggle colour scheme' }).click();
  await expect.poll(scheme).toBe('dark');
  await page.reload();
  await expect.poll(scheme).toBe('dark');
  await expectScreen(page, TITLE);
});

test('the app shows the same landing page on a client-side visit to /', async ({ page }) => {
  await page.goto('/login');
  await expectScreen(page, 'Sign in');
  await page.getByRole('link', { name: 'Turnout' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Get your crew on the court' }).waitFor();
  await slimForm(page).getByRole('textbox', { name: 'Email' }).fill(newEmail('app'));
  await slimForm(page).getByRole('button', { name: 'Join waitlist' }).click();
  await page.getByRole('status').filter({ hasText: JOINED }).waitFor();
  await expectScreen(page, TITLE);
});

test('a browser that asks for French gets the landing page in French, its forms too, and can switch to English', async ({
  browser,
  baseUrl,
}) => {
  const french = await browser.newContext({ baseURL: baseUrl, timezoneId: TIME_ZONE, locale: 'fr-FR' });
  try {
    const page = await newPage(french);
    const response = await page.goto('/');
    expect(response?.headers().vary).toMatch(/Accept-Language/i);
    await expectScreen(page, 'Organisez des matchs entre amis');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.getByRole('heading', { level: 1, name: 'Réunissez votre équipe sur le terrain' }).waitFor();
    for (const step of ['Organiser', 'Répondre', 'Partager', 'Régler']) {
      await page.getByRole('heading', { level: 3, name: step, exact: true }).waitFor();
    }
    await page.getByText('Créer un match peut prendre moins de 4,3 secondes.').waitFor();
    await page.getByRole('link', { name: 'Créez votre compte' }).waitFor();
    await page.getByRole('list', { name: 'Exemple de discussion' }).waitFor();
    expect(await page.getByText('Join the waitlist').count()).toBe(0);

    // The islands come alive with the same words: the form checks and answers in French.
    const form = page.getByRole('form', { name: 'Inscription rapide à la liste d’attente' });
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    await form.getByText('L’adresse e-mail est obligatoire').waitFor();
    await form.getByRole('textbox', { name: 'E-mail' }).fill(newEmail('french'));
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    await page.getByRole('status').filter({ hasText: 'C’est fait !' }).waitFor();
    await expectScreen(page, 'Organisez des matchs entre amis');

    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expectScreen(page, TITLE);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'Get your crew on the court' }).waitFor();
    // The choice is the device's: kept on the next visit, whatever the browser asks for.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Get your crew on the court' }).waitFor();
    await slimForm(page).getByRole('button', { name: 'Join waitlist' }).click();
    await slimForm(page).getByText(waitlistMessages.emailRequired).waitFor();
    await expectScreen(page, TITLE);
  } finally {
    await french.close();
  }
});

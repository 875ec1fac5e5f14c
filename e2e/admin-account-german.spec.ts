import type { BrowserContext, Page } from 'playwright-core';
import { setUpAdminWorld } from './support/admin';
import { expect, expectScreen, TIME_ZONE, test } from './support/fixtures';
import { choose } from './support/money';
import { signInAsNewUser } from './support/session';

const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The signed-in user of `context` picks German in Profile (through the API: the picker is not the subject). */
async function speakGerman(context: BrowserContext, baseUrl: string) {
  const saved = await context.request.patch(`${baseUrl}/api/me`, {
    data: { locale: 'de' },
    headers: { origin: baseUrl },
  });
  expect(saved.status()).toBe(200);
}

/** The words of the page's main part: none of `english` may be left. */
async function expectNoEnglish(page: Page, english: string[]) {
  const words = await page.getByRole('main').innerText();
  for (const text of english) expect(words).not.toContain(text);
}

test('a German member sees the Admin Dashboard in German: tabs, counts, filter and edit links', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const world = await setUpAdminWorld(browser, context, baseUrl);
  const [court, lake] = world.mine;
  await speakGerman(context, baseUrl);
  const rows = (label: string) => page.getByRole('list', { name: label }).getByRole('listitem');

  await page.goto('/admin');
  await expectScreen(page, 'Verwaltung');
  await page.getByRole('heading', { name: 'Verwaltung', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Gruppen', selected: true }).waitFor();
  await expect.poll(() => rows('Gruppen, die du verwaltest').count()).toBe(2);
  expect(await rows('Gruppen, die du verwaltest').first().textContent()).toContain(
    '2 Mitglieder · 1 Spiel · 1 Ort',
  );
  await rows('Gruppen, die du verwaltest').getByText('Aktiv', { exact: true }).first().waitFor();
  await expectNoEnglish(page, ['Groups', 'members', 'game', 'place', 'Active', 'Admin Dashboard']);

  await page.getByRole('tab', { name: 'Spiele' }).click();
  await expect.poll(() => rows('Spiele').count()).toBe(3);
  await page.getByRole('combobox', { name: 'Gruppe' }).waitFor();
  await expectNoEnglish(page, ['Group', 'Games', 'Poll', ' at ']);

  await page.getByRole('tab', { name: 'Orte' }).click();
  await expect.poll(() => rows('Orte').count()).toBe(2);
  await page.getByRole('link', { name: `${court.placeName} in ${court.name} bearbeiten` }).waitFor();
  await choose(page, 'Gruppe', lake.name);
  await expect.poll(() => rows('Orte').count()).toBe(1);
  await page.getByRole('link', { name: `${lake.placeName} in ${lake.name} bearbeiten` }).waitFor();
  await expectScreen(page, 'Verwaltung');
  await expectNoEnglish(page, ['Edit', 'Places', 'All groups']);
  await world.close();
});

test('a German member sees password, two-factor sign-in, sessions and Your data in German', async ({
  browser,
  context,
  page,
  baseUrl,
}) => {
  const user = await signInAsNewUser(context, baseUrl, 'Greta Sicher');
  await speakGerman(context, baseUrl);
  const phone = await browser.newContext({
    baseURL: baseUrl,
    timezoneId: TIME_ZONE,
    userAgent: SAFARI_ON_IPHONE,
  });
  const signedIn = await phone.request.post(`${baseUrl}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password },
    headers: { origin: baseUrl },
  });
  expect(signedIn.ok()).toBe(true);

  await page.goto('/profile');
  const sessions = page.getByRole('region', { name: 'Sitzungen' });
  await sessions.getByText('Safari auf iOS').waitFor();
  await expectScreen(page, 'Profil');
  await sessions.getByText('Dieses Gerät', { exact: true }).waitFor();
  await sessions
    .getByText(/^Zuletzt aktiv: /)
    .first()
    .waitFor();
  await sessions
    .getByRole('button', { name: /^Sitzung auf Safari auf iOS beenden, zuletzt aktiv / })
    .waitFor();
  await sessions.getByRole('button', { name: 'Alle anderen Sitzungen beenden' }).waitFor();

  // Change password: its own check speaks German too.
  const password = page.getByRole('region', { name: 'Passwort ändern' });
  await password.getByText('Wenn du es änderst, wirst du auf allen anderen Geräten abgemeldet.').waitFor();
  await password.getByRole('button', { name: 'Passwort ändern' }).click();
  await password.getByText('Passwort ist erforderlich').waitFor();
  await password.getByLabel('Neues Passwort').waitFor();

  // Two-factor sign-in: off, then the setup's steps.
  const twoFactor = page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });
  await twoFactor.getByText('Aus', { exact: true }).waitFor();
  await twoFactor.getByLabel('Passwort').fill(user.password);
  await twoFactor.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' }).click();
  await twoFactor.getByRole('img', { name: 'QR-Code für deine Authenticator-App' }).waitFor();
  await twoFactor.getByLabel('Einrichtungsschlüssel').waitFor();
  await twoFactor.getByText(/^Scannen klappt nicht\?/).waitFor();
  await twoFactor.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }).waitFor();

  // Your data, and the delete dialog with the server's refusal said in German.
  const data = page.getByRole('region', { name: 'Deine Daten' });
  await data.getByRole('link', { name: 'Meine Daten herunterladen' }).waitFor();
  await expectScreen(page, 'Profil');
  await expectNoEnglish(page, [
    'Change password',
    'Current password',
    'Two-factor',
    'Scan this QR code',
    'Sessions',
    'This device',
    'Last active',
    'End ',
    ' on iOS',
    'Your data',
    'Download my data',
    'Delete my account',
  ]);

  await data.getByRole('button', { name: 'Mein Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mein Konto löschen' });
  await dialog.getByText(/Damit wirst du überall abgemeldet.*Ehemaliges Mitglied/).waitFor();
  await dialog.getByText(/Nachrichten, die du in Spieldiskussionen.*Ehemaliges Mitglied/).waitFor();
  await dialog.getByLabel('Passwort').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Mein Konto löschen' }).click();
  await dialog.getByText('Falsches Passwort').waitFor();
  const words = await dialog.innerText();
  for (const english of [
    'This signs you out',
    'Messages you wrote',
    'Password',
    'Cancel',
    'Invalid password',
  ])
    expect(words).not.toContain(english);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await phone.close();
});

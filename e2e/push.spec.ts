import type { Page } from 'playwright-core';
import { allowConsoleError, expect, expectScreen, newPage, serviceWorkerTest } from './support/fixtures';
import { signInAsNewUser } from './support/session';

/** Chromium's headless shell has no Push API: this file runs the full browser. */
const test = serviceWorkerTest.extend({ fullBrowser: [true, { scope: 'file' }] });

/** The notifications the app's service worker is showing, as the page sees them. */
const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map(({ title, body, tag, data }) => ({ title, body, tag, data }));
  });

test('a push message shows its notification through the worker, once per tag', async ({
  context,
  baseUrl,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  await signInAsNewUser(context, baseUrl, 'Pia Push');
  const page = await newPage(context);
  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  const push = page.getByRole('region', { name: 'Push notifications' });
  await expect.poll(() => push.getByRole('button', { name: 'Turn on push on this device' }).count()).toBe(1);
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');

  // DevTools' own way of delivering a push to a worker: the push service and its encryption are the API
  // tests' business (push-delivery.test.ts); this is what the worker does with what arrives.
  const cdp = await context.newCDPSession(page);
  const registrations: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated)
      if (!r.isDeleted && r.scopeURL === `${baseUrl}/`) registrations.push(r.registrationId);
  });
  // What the worker went through, for the failure message: a notification that never shows (seen once in CI,
  // never here) then tells a worker that was not started from one that failed or never got the message.
  const started = Date.now();
  const workerLog: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) workerLog.push(`${Date.now() - started} ms: ${v.status}, ${v.runningStatus}`);
  });
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage: e }) => {
    workerLog.push(`${Date.now() - started} ms: error ${e.errorMessage} at ${e.sourceURL}:${e.lineNumber}`);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const message = {
    title: 'Booked: Saturday doubles, Sat, Nov 28, 2026',
    body: 'Saturday doubles is booked for Sat, Nov 28, 2026 at 7:00 AM at Court One.',
    url: `${baseUrl}/games`,
    tag: '6a4f3c1e-0000-4000-8000-000000000001',
  };
  const deliver = (data: object) => {
    workerLog.push(`${Date.now() - started} ms: push delivered`);
    return cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl,
      registrationId: registrations[0] ?? '',
      data: JSON.stringify(data),
    });
  };
  /** Whether what `read` returns comes to equal `expected` within 10 s. */
  const comesTo = (read: () => Promise<unknown>, expected: unknown) =>
    expect
      .poll(read, { timeout: 10_000 })
      .toEqual(expected)
      .then(
        () => true,
        () => false,
      );
  /**
   * Delivers `data` and waits for the notifications `read` returns to equal `expected`. A delivery that changes
   * nothing is made once more: twice in CI, and never in a run by hand, DevTools' delivery reached an activated,
   * running worker, and nothing showed and no error was reported. Every message carries a tag, so a second
   * delivery of one can only replace what the first showed: a worker that shows nothing, or shows a message twice,
   * still fails.
   */
  const deliverAndSee = async (data: object, read: () => Promise<unknown>, expected: unknown) => {
    await deliver(data);
    if (await comesTo(read, expected)) return;
    workerLog.push(`${Date.now() - started} ms: nothing shown, delivered again`);
    await deliver(data);
    if (await comesTo(read, expected)) return;
    const shown = JSON.stringify(await read());
    throw new Error(
      `expected ${JSON.stringify(expected)}, saw ${shown}\nThe service worker:\n${workerLog.join('\n')}`,
    );
  };
  await deliverAndSee(message, () => shownNotifications(page), [
    { title: message.title, body: message.body, tag: message.tag, data: { url: message.url } },
  ]);
  // The same message again (a repeat after a crash on the server) replaces the first instead of adding one.
  // Each delivery is awaited by what it shows, so the next is never dispatched while one is under way.
  // (Its text differs here only so the test can see it arrive.)
  const repeat = { ...message, body: 'The same message, delivered again.' };
  await deliverAndSee(repeat, () => shownNotifications(page), [
    { title: repeat.title, body: repeat.body, tag: repeat.tag, data: { url: repeat.url } },
  ]);
  await deliverAndSee(
    { ...message, title: 'Changed: Saturday doubles', tag: '6a4f3c1e-0000-4000-8000-000000000002' },
    async () => (await shownNotifications(page)).map((shown) => shown.title).sort(),
    ['Booked: Saturday doubles, Sat, Nov 28, 2026', 'Changed: Saturday doubles'],
  );
});

test('Profile offers push on this device, and says so when the browser cannot subscribe', async ({
  context,
  baseUrl,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  await signInAsNewUser(context, baseUrl, 'Nico Nopush');
  const page = await newPage(context);
  // Chromium refuses push subscriptions in a profile that is not kept on disk (a test's context), and says so.
  allowConsoleError(page, /does not support the Push API in incognito mode/);
  await page.goto('/profile');
  await expectScreen(page, 'Profile');
  const push = page.getByRole('region', { name: 'Push notifications' });
  await push.getByRole('button', { name: 'Turn on push on this device' }).click();
  await expect
    .poll(() => push.getByRole('alert').textContent(), { timeout: 20_000 })
    .toContain('This browser could not turn push on');
  await expect.poll(() => push.getByRole('button', { name: 'Turn on push on this device' }).count()).toBe(1);
});

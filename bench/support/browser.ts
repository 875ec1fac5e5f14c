// Chromium as the browser benches run it: CHROME_PATH or the system's, quiet flags (no background traffic,
// no updates), and a fresh profile each time (empty HTTP cache), optionally on Lighthouse's mobile preset.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATHS } from '../../test-support/chromium';

/** A browser with a profile of its own under `dir` (nothing cached); `close` ends it and removes the profile. */
export async function freshBrowser(dir: string) {
  const profile = mkdtempSync(path.join(dir, 'profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    // The full browser, which is what users run (the browser tests use the headless shell).
    executablePath: CHROMIUM_PATHS.full,
    args: CHROMIUM_FLAGS,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse's mobile preset as DevTools applies it (the one bench/landing.ts scores with): slow 4G — 562.5 ms
 * round trips, 1.47 Mbit/s down, 675 kbit/s up — and a CPU 4 × slower.
 */
export async function throttleLikeMobile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

import { defineConfig } from 'vitest/config';

// Browsers run in a time zone that is not UTC (the contexts pin it too), so time-zone bugs fail loudly.
process.env.TZ = 'America/Los_Angeles';

export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // A poll waits for what the page does next (a saved answer, a live update). Vitest's default of 1 s is shorter
    // than a busy CI machine sometimes needs and failed runs whose screens were right; 10 s matches the screens'
    // other waits. A poll passes as soon as its condition holds, so a right page is no slower.
    expect: { poll: { timeout: 10_000 } },
    // One Chromium per worker: two at once keep a small machine responsive.
    maxWorkers: 2,
    // A worker keeps the modules it loaded (Playwright, axe, the helpers) from one spec file to the next instead
    // of loading them again for each. Specs keep no state in modules: each makes its own users, and a
    // Chromium per file (the `browser` fixture).
    isolate: false,
  },
});

/**
 * The two builds of Chromium the browser tests run, both from Debian (`apt-get install -y chromium
 * chromium-headless-shell`). The headless shell has the same engine (Blink and V8, same version) without the
 * desktop browser's layers, and runs the screens on clearly less CPU, so the browser tests end sooner in it.
 * It has no Push API, so the file about push runs the full browser.
 */
export const CHROMIUM_PATHS = {
  headlessShell: process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  full: process.env.CHROME_PATH ?? '/usr/bin/chromium',
};

/** How Chromium runs for tests and benches: headless as root, without background traffic, updates or sync. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

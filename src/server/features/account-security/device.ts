import Bowser from 'bowser';

/** The browser and the system of a User-Agent header ('Chrome', 'Linux'), each null when it names none. */
export function deviceOf(userAgent: string | null | undefined): {
  browser: string | null;
  os: string | null;
} {
  if (!userAgent?.trim()) return { browser: null, os: null };
  const { browser, os } = Bowser.parse(userAgent);
  return { browser: browser.name || null, os: os.name || null };
}

/** 'Chrome on Linux', 'Safari on iOS' … from a User-Agent header; 'Unknown device' when there is none. */
export function describeDevice(userAgent: string | null | undefined): string {
  const { browser, os } = deviceOf(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

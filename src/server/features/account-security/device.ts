import Bowser from 'bowser';

/** 'Chrome on Linux', 'Safari on iOS' … from a User-Agent header; 'Unknown device' when there is none. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name ?? os.name ?? 'Unknown device';
}

import { expect, it } from 'vitest';

// Guards the test setup itself: in UTC, code that confuses local and UTC time would pass unnoticed.
it('runs in a time zone that is not UTC', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  expect(new Date('2026-07-01T12:00:00Z').getTimezoneOffset()).not.toBe(0);
});

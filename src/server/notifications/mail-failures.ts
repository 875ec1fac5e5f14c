// How the outbox reads a failed send: this mail's trouble, or the way out's.

/** SMTP 5xx: the server refuses this mail for good (no such mailbox); retrying cannot help. */
export const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Failures that are the way out's, not the mail's: the SMTP server cannot be reached, or hangs up, or refuses
 * the sign-in (nodemailer's codes, 421 "service not available"), or the mail folder's disk is full. Every
 * other mail would fail alike, so all mail waits, in its order, rather than each mail on its own back-off.
 */
const WAY_OUT_DOWN = new Set([
  'ECONNECTION',
  'ESOCKET',
  'ETIMEDOUT',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOSPC',
  'EDQUOT',
]);
export const isWayOutDown = (error: unknown) => {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  return (code !== undefined && WAY_OUT_DOWN.has(code)) || responseCode === 421;
};

import { createHmac, timingSafeEqual } from 'node:crypto';

/** Name of the browser-session cookie that proves the sign-up gate was passed. */
export const GATE_COOKIE = 'turnout.gate';
const LIFETIME_MS = 24 * 60 * 60 * 1000;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`signup-gate:${payload}`).digest('base64url');

/**
 * A pass is `{expiry}.{hmac(expiry, code)}`: signed with the auth secret and bound to the current gate code,
 * so changing SIGNUP_CODE voids every outstanding pass.
 */
export function mintGatePass(secret: string, signupCode: string, now = Date.now()): string {
  const expiry = String(now + LIFETIME_MS);
  return `${expiry}.${sign(secret, `${expiry}:${signupCode}`)}`;
}

export function verifyGatePass(
  pass: string | undefined,
  secret: string,
  signupCode: string,
  now = Date.now(),
): boolean {
  if (!pass) return false;
  const [expiry, mac] = pass.split('.');
  if (!expiry || !mac || !/^\d+$/.test(expiry) || Number(expiry) < now) return false;
  const expected = Buffer.from(sign(secret, `${expiry}:${signupCode}`));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

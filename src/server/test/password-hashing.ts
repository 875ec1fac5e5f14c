import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const derive = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: object,
) => Promise<Buffer>;

/**
 * The in-process test apps' password hashing: better-auth's scheme (scrypt, r = 16, p = 1, a 64-byte key,
 * stored as `salt:key` in hex) at N = 2^10 instead of 2^14. A sign-up or sign-in then costs a sixteenth of
 * the CPU, and the API suites make hundreds of them. As Rails' `min_cost` in tests: every server the tests
 * start (processes, browsers) hashes with the default, and auth/password-hashing.test.ts holds the default to
 * better-auth's.
 */
const COST = { N: 1024, r: 16, p: 1 };
const KEY_BYTES = 64;

export const testPasswordHashing = {
  async hash(password: string) {
    const salt = randomBytes(16).toString('hex');
    const key = await derive(password.normalize('NFKC'), salt, KEY_BYTES, COST);
    return `${salt}:${key.toString('hex')}`;
  },
  async verify({ hash, password }: { hash: string; password: string }) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const derived = await derive(password.normalize('NFKC'), salt, KEY_BYTES, COST);
    const stored = Buffer.from(key, 'hex');
    return stored.length === derived.length && timingSafeEqual(stored, derived);
  },
};

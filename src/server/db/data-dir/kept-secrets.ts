import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GATE_CODE_LENGTH } from '../../../shared/auth';

/**
 * Values an embedded install generates once and keeps in DATA_DIR, so its restarts agree: the sign-up gate
 * code and the secret that signs sessions. A setting, when given, always wins (config.ts asks only for what
 * is missing).
 */
function keptValue(dataDir: string, file: string, generate: () => string): string {
  const full = path.join(dataDir, file);
  if (existsSync(full)) return readFileSync(full, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const value = generate();
  writeFileSync(full, `${value}\n`, { mode: 0o600 });
  return value;
}

const GATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function generateGateCode(): string {
  return Array.from(randomBytes(GATE_CODE_LENGTH), (byte) => GATE_ALPHABET[byte % GATE_ALPHABET.length]).join(
    '',
  );
}

/** DATA_DIR/signup-code, generated on first use. */
export const keptSignupCode = (dataDir: string) => keptValue(dataDir, 'signup-code', generateGateCode);

/** DATA_DIR/auth-secret, generated on first use. */
export const keptAuthSecret = (dataDir: string) =>
  keptValue(dataDir, 'auth-secret', () => randomBytes(32).toString('hex'));

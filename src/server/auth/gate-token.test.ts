import { describe, expect, it } from 'vitest';
import { mintGatePass, verifyGatePass } from './gate-token';

const secret = 'x'.repeat(40);

describe('gate pass', () => {
  it('verifies a fresh pass for the same code and secret only', () => {
    const pass = mintGatePass(secret, 'ABC123', 1_000);
    expect(verifyGatePass(pass, secret, 'ABC123', 2_000)).toBe(true);
    expect(verifyGatePass(pass, secret, 'ZZZ999', 2_000)).toBe(false);
    expect(verifyGatePass(pass, 'y'.repeat(40), 'ABC123', 2_000)).toBe(false);
  });

  it('expires after a day and rejects tampering', () => {
    const pass = mintGatePass(secret, 'ABC123', 0);
    expect(verifyGatePass(pass, secret, 'ABC123', 24 * 60 * 60 * 1000 + 1)).toBe(false);
    const [, mac] = pass.split('.');
    expect(verifyGatePass(`${9e15}.${mac}`, secret, 'ABC123', 1)).toBe(false);
    expect(verifyGatePass(undefined, secret, 'ABC123')).toBe(false);
    expect(verifyGatePass('garbage', secret, 'ABC123')).toBe(false);
  });
});

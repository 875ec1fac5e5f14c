import { describe, expect, it } from 'vitest';
import { changePasswordSchema, googleErrorMessage, manualEntryKey, totpCodeSchema } from './account-security';

describe('manualEntryKey', () => {
  it('groups the secret of an otpauth URI in fours', () => {
    const uri = 'otpauth://totp/Turnout:pat%40example.test?secret=JBSWY3DPEHPK3PXPAB&issuer=Turnout&digits=6';
    expect(manualEntryKey(uri)).toBe('JBSW Y3DP EHPK 3PXP AB');
  });

  it('gives null for a URI without a secret or for garbage', () => {
    expect(manualEntryKey('otpauth://totp/Turnout:x?issuer=Turnout')).toBeNull();
    expect(manualEntryKey('not a uri')).toBeNull();
  });
});

describe('googleErrorMessage', () => {
  it('explains the gate and an existing account, and falls back to the spec message', () => {
    expect(googleErrorMessage('GATE_REQUIRED')).toMatch(/invite code/);
    expect(googleErrorMessage('account_not_linked')).toMatch(/already has a Turnout account/);
    expect(googleErrorMessage('state_mismatch')).toBe('Failed to sign in with Google. Please try again.');
  });
});

describe('schemas', () => {
  it('takes exactly six digits as a TOTP code, trimming spaces', () => {
    expect(totpCodeSchema.safeParse({ code: ' 123456 ' }).success).toBe(true);
    expect(totpCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(totpCodeSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });

  it('needs the current password and a new one of at least 8 characters', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'long-enough' }).success).toBe(
      false,
    );
    const short = changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'short' });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });
});

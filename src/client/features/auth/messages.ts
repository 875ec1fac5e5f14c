/** Notices shown when an optional server feature is switched off (never a fake success). */
export const featureOffMessages = {
  google: 'Google sign-in is not configured on this server.',
  passwordReset: 'Password reset is not available yet on this server.',
} as const;

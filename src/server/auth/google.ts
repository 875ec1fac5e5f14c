import { genericOAuth } from 'better-auth/plugins';
import type { Config } from '../config';

/** The provider id, also the last part of the callback address `/api/auth/callback/google`. */
export const GOOGLE_PROVIDER_ID = 'google';

/**
 * Google sign-in through OpenID Connect discovery rather than better-auth's built-in Google provider, whose
 * endpoints are fixed to Google's hosts: with GOOGLE_ISSUER the tests point it at a real OpenID provider of
 * their own. Tokens are verified against the issuer's published keys and bound to a nonce.
 */
export function googlePlugin(google: NonNullable<Config['google']>) {
  return genericOAuth({
    config: [
      {
        providerId: GOOGLE_PROVIDER_ID,
        name: 'Google',
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        discoveryUrl: `${google.issuer}/.well-known/openid-configuration`,
        requireIdTokenVerification: true,
        scopes: ['openid', 'email', 'profile'],
        accessType: 'offline',
        prompt: 'consent',
      },
    ],
  });
}

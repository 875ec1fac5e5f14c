import { OAuth2Server } from 'oauth2-mock-server';

export interface GooglePerson {
  sub: string;
  email: string;
  name: string;
}

/**
 * A real OpenID Connect provider on a local port (discovery, JWKS, authorize, token), standing in for
 * Google: it approves every authorization at once as the person last given to `signInAs`.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let person: GooglePerson = { sub: 'google-0', email: 'nobody@example.test', name: 'Nobody' };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...person, email_verified: true });
  });
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { ...person, email_verified: true };
  });
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('the OpenID provider has no issuer address');
  return {
    issuer,
    clientId: 'turnout-test-client',
    clientSecret: 'turnout-test-secret',
    signInAs(next: GooglePerson) {
      person = next;
    },
    stop: () => server.stop(),
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

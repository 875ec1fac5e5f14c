import path from 'node:path';
import { inject } from 'vitest';
import { type OidcProvider, startOidcProvider } from '../../src/server/test/oidc-provider';
import { type SmtpInbox, startSmtpInbox } from '../../src/server/test/smtp-inbox';
import { ARTIFACTS } from './failure-record';
import { test } from './fixtures';
import { type RunningServer, startServer } from './server';

/** These specs start their own Turnout server (inside their first test), so they get more time. */
export const PEER_SPEC_TIMEOUT_MS = 120_000;

export interface Peers {
  /** A real OpenID provider standing in for Google. */
  oidc: OidcProvider;
  /** A real SMTP server that keeps what Turnout sends. */
  inbox: SmtpInbox;
  /** Turnout, built as for `npm start`, with Google sign-in and SMTP pointed at the two above. */
  server: RunningServer;
}

/**
 * Browser specs against a Turnout server of their own whose Google and mail settings point at peers started
 * here (the shared server has neither); `page` and `context` open that server.
 */
export const testWithPeers = test.extend<{ peers: Peers; baseUrl: string }>({
  peers: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring
    async ({}, use) => {
      const [oidc, inbox] = await Promise.all([startOidcProvider(), startSmtpInbox()]);
      const server = await startServer({
        env: {
          GOOGLE_CLIENT_ID: oidc.clientId,
          GOOGLE_CLIENT_SECRET: oidc.clientSecret,
          GOOGLE_ISSUER: oidc.issuer,
          SMTP_URL: inbox.url,
          MAIL_FROM: 'Turnout <no-reply@turnout.test>',
          RESET_RATE_LIMIT_MAX: '1000',
        },
        logFile: path.join(ARTIFACTS, `server-with-peers-${process.pid}.log`),
        template: inject('dataTemplate'),
      });
      await use({ oidc, inbox, server });
      await server.stop();
      await Promise.all([oidc.stop(), inbox.stop()]);
    },
    { scope: 'file' },
  ],
  baseUrl: async ({ peers }, use) => use(peers.server.url),
});

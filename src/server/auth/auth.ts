import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { parse } from 'hono/utils/cookie';
import { authMessages } from '../../shared/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { ensureProfile } from '../features/profile/service';
import { GATE_COOKIE, verifyGatePass } from './gate-token';

/** Header that carries the socket address of the client; the app overwrites any value a client sends. */
export const CLIENT_IP_HEADER = 'x-turnout-client-ip';

const SIGN_UP_PATHS = new Set(['/sign-up/email']);

export function createAuth(config: Config, db: Db) {
  const { authMax, windowSeconds } = config.rateLimit;
  return betterAuth({
    appName: 'Turnout',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    logger: { disabled: config.logLevel === 'silent', level: 'error' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: { enabled: true, autoSignIn: true, minPasswordLength: 8 },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: windowSeconds,
      max: authMax * 3,
      customRules: {
        '/sign-in/email': { window: windowSeconds, max: authMax },
        '/sign-up/email': { window: windowSeconds, max: authMax },
      },
    },
    advanced: {
      database: { generateId: 'uuid', joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: 'turnout',
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    hooks: {
      // The sign-up gate holds on the server: no account is created without a valid gate pass.
      before: createAuthMiddleware(async (ctx) => {
        if (!SIGN_UP_PATHS.has(ctx.path)) return;
        const cookies = parse(ctx.headers?.get('cookie') ?? '');
        if (!verifyGatePass(cookies[GATE_COOKIE], config.authSecret, config.signupCode)) {
          throw new APIError('FORBIDDEN', { code: 'GATE_REQUIRED', message: authMessages.invalidGateCode });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, user);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

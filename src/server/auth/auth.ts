import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { parse } from 'hono/utils/cookie';
import { authMessages } from '../../shared/auth';
import { profileMessages, updateProfileSchema } from '../../shared/profile';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { ensureProfile } from '../domain/profile';
import { createLogger, type Logger } from '../log';
import { noteAuthFault } from './auth-faults';
import { GATE_COOKIE, verifyGatePass } from './gate-token';
import { googlePlugin } from './google';
import { queueResetMail } from './reset-mail';
import { secondFactorAfterGoogle } from './second-factor-after-google';
import { createSessionReader } from './session-reader';

/** Header that carries the socket address of the client; the app overwrites any value a client sends. */
export const CLIENT_IP_HEADER = 'x-turnout-client-ip';

const SIGN_UP_PATHS = new Set(['/sign-up/email']);
const HOUR = 60 * 60;

export interface AuthServices {
  log: Logger;
  /**
   * How passwords are hashed and checked; unset, better-auth's own (scrypt, N = 2^14). Only the in-process
   * test apps pass one (src/server/test/password-hashing.ts): every server, whatever its settings, uses the default.
   */
  password?: {
    hash: (password: string) => Promise<string>;
    verify: (data: { hash: string; password: string }) => Promise<boolean>;
  };
}

const fullName = updateProfileSchema.shape.fullName;

/**
 * better-auth stores whatever `name` a client sends (an object as "[object Object]", a megabyte of text):
 * sign-up and update-user hold it to the profile form's rule instead, with the form's message, and store it
 * trimmed. Returns the body to use, or undefined when the route sends no name.
 */
function checkedName(path: string, body: unknown): Record<string, unknown> | undefined {
  if (path !== '/sign-up/email' && path !== '/update-user') return undefined;
  const fields = (body ?? {}) as Record<string, unknown>;
  if (fields.name === undefined && path === '/update-user') return undefined;
  const result = fullName.safeParse(typeof fields.name === 'string' ? fields.name : '');
  if (!result.success || result.data === undefined) {
    const message = result.error?.issues[0]?.message ?? profileMessages.nameRequired;
    throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message });
  }
  return { ...fields, name: result.data };
}

function gateRefusal() {
  return new APIError('FORBIDDEN', { code: 'GATE_REQUIRED', message: authMessages.invalidGateCode });
}

export function defaultServices(config: Config): AuthServices {
  return { log: createLogger(config.logLevel) };
}

export function createAuth(
  config: Config,
  db: Db,
  { log, password }: AuthServices = defaultServices(config),
) {
  const { authMax, windowSeconds, resetMax } = config.rateLimit;
  const hasGatePass = (headers: Headers | undefined) =>
    verifyGatePass(parse(headers?.get('cookie') ?? '')[GATE_COOKIE], config.authSecret, config.signupCode);
  const attempts = { window: windowSeconds, max: authMax };

  const auth = betterAuth({
    appName: 'Turnout',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    // better-auth's own error lines are the app's too: JSON, with the request's id, and what it adds as text.
    // Always on: what it logs is also how a database fault it caught is noticed (auth-faults.ts); the app's
    // logger is the one silenced.
    logger: {
      level: 'error',
      log: (_level, message, ...details) => {
        noteAuthFault(details);
        log.error(`auth: ${message}`, {
          error: details.map((item) => (item instanceof Error ? item.message : String(item))).join(' '),
        });
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      resetPasswordTokenExpiresIn: HOUR,
      revokeSessionsOnPasswordReset: true,
      ...(password ? { password } : {}),
      // Queued in the outbox, not sent here: a mail server that is down does not lose it. Not awaited: the
      // answer must take as long whether or not the address has an account.
      sendResetPassword: async ({ user, url }) => {
        queueResetMail(db, user.id, url, new Date()).catch((error: unknown) => {
          log.error('password reset mail could not be queued', { error: String(error) });
        });
      },
    },
    // Sessions last 30 days from the last refresh; a request made an hour after the last refresh extends it.
    session: { expiresIn: 30 * 24 * HOUR, updateAge: HOUR },
    plugins: [
      // A person who signs in only with Google has no password to confirm with; anyone with one must give it.
      twoFactor({ issuer: 'Turnout', allowPasswordless: true }),
      ...(config.google ? [googlePlugin(config.google), secondFactorAfterGoogle()] : []),
    ],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: windowSeconds,
      max: authMax * 3,
      customRules: {
        '/sign-in/*': attempts,
        '/sign-up/*': attempts,
        '/two-factor/*': attempts,
        '/change-password': attempts,
        '/request-password-reset': { window: windowSeconds, max: resetMax },
        // Reading one's own session is no credential to guess; limiting it would sign out everyone behind
        // one proxy or campus address at once.
        '/get-session': false,
        '/list-sessions': false,
      },
    },
    advanced: {
      database: { generateId: 'uuid', joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: 'turnout',
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // The sign-up gate holds on the server: the form's endpoint refuses before hashing anything.
        if (SIGN_UP_PATHS.has(ctx.path) && !hasGatePass(ctx.headers)) throw gateRefusal();
        const named = checkedName(ctx.path, ctx.body);
        if (named) return { context: { body: named } };
        // A changed password ends every other session, whatever the client asked for.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Every way of making an account (the form, Google's callback) needs the gate pass.
          before: async (_user, ctx) => {
            if (!hasGatePass(ctx?.headers)) throw gateRefusal();
          },
          after: async (user) => {
            await ensureProfile(db, user);
          },
        },
      },
    },
  });
  return Object.assign(auth, { readSession: createSessionReader(auth, db) });
}

export type Auth = ReturnType<typeof createAuth>;

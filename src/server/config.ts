import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { GATE_CODE_LENGTH } from '../shared/auth';
import { keptAuthSecret, keptSignupCode } from './db/data-dir/kept-secrets';
import { machineMemoryLimit } from './memory-limit';

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** Every setting Turnout reads; the README's settings table mirrors this schema. */
const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optional(z.url()),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
    SIGNUP_CODE: optional(
      z
        .string()
        .length(GATE_CODE_LENGTH, `must be exactly ${GATE_CODE_LENGTH} characters`)
        .regex(/^[A-Za-z0-9]+$/, 'must be letters and digits'),
    ),
    AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    GOOGLE_CLIENT_ID: optional(z.string()),
    GOOGLE_CLIENT_SECRET: optional(z.string()),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
    MAIL_FROM: z.string().default('Turnout <no-reply@localhost>'),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    GATE_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    RESET_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
    PHOTO_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 1024 * 1024),
    PHOTO_MAX_PER_GAME: z.coerce.number().int().min(0).default(0),
    WAITLIST_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
    LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
    METRICS_TOKEN: optional(
      z
        .string()
        .min(16, 'must be at least 16 characters')
        .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'),
    ),
    MEMORY_LIMIT_MB: optional(z.coerce.number().int().min(64)),
    WEB_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)),
    TRUST_PROXY: flag,
    S3_BUCKET: optional(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3–63 lowercase letters, digits, dots, hyphens)',
        ),
    ),
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
    S3_REGION: optional(z.string()),
    /** The SDK's own region setting, used when S3_REGION is not set. */
    AWS_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    S3_FORCE_PATH_STYLE: flag,
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required when DATABASE_URL is set',
      });
    }
    if (!env.DATABASE_URL && (env.WEB_CONCURRENCY ?? 1) > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'must be 1 with the embedded database, which only one process may open (set DATABASE_URL)',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      });
    }
    const s3Setting = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID'] as const).find((name) => env[name]);
    if (!env.S3_BUCKET && (s3Setting || env.S3_FORCE_PATH_STYLE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `is required when ${s3Setting ?? 'S3_FORCE_PATH_STYLE'} is set (photos go to the bucket only with it)`,
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The sign-up gate code, upper-cased. */
  signupCode: string;
  authSecret: string;
  /** Google sign-in through OpenID Connect; the issuer is Google's unless a test points it elsewhere. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimit: {
    authMax: number;
    windowSeconds: number;
    gateMax: number;
    resetMax: number;
    waitlistMax: number;
  };
  /** Largest accepted upload in bytes, and the most photos one game may hold (null: no limit). */
  photos: { maxBytes: number; maxPerGame: number | null };
  logLevel: Env['LOG_LEVEL'];
  /** Bearer token of GET /metrics; unset, there is no /metrics. */
  metricsToken: string | undefined;
  /** The memory this process may use (src/server/memory-limit.ts); photo uploads that would pass it get 503. */
  memoryLimitBytes: number;
  /** Server processes to run: 1 with the embedded database, by default one per core with DATABASE_URL. */
  processes: number;
  /** Behind a reverse proxy: the client address is the last one it appended to X-Forwarded-For. */
  trustProxy: boolean;
  /** Photos in an S3-compatible bucket instead of DATA_DIR/uploads; unset: local disk. */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, …); unset: Amazon S3 (or the SDK's AWS_ENDPOINT_URL_S3). */
  endpoint: string | undefined;
  region: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`, as most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, shared files, the instance's or task's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export class ConfigError extends Error {}

/** Parses settings; throws a ConfigError whose message is one line naming the bad setting. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') || 'settings';
    throw new ConfigError(`Invalid setting ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  return result.data;
}

export function configFromEnv(env: Env): Config {
  const dataDir = path.resolve(env.DATA_DIR);
  const embedded = !env.DATABASE_URL;
  const signupCode = env.SIGNUP_CODE ?? (embedded ? keptSignupCode(dataDir) : undefined);
  if (!signupCode) throw new ConfigError('Invalid setting SIGNUP_CODE: is required when DATABASE_URL is set');
  const authSecret = env.AUTH_SECRET ?? keptAuthSecret(dataDir);
  return {
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    signupCode: signupCode.toUpperCase(),
    authSecret,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER.replace(/\/$/, ''),
          }
        : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    rateLimit: {
      authMax: env.AUTH_RATE_LIMIT_MAX,
      windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      gateMax: env.GATE_RATE_LIMIT_MAX,
      resetMax: env.RESET_RATE_LIMIT_MAX,
      waitlistMax: env.WAITLIST_RATE_LIMIT_MAX,
    },
    photos: { maxBytes: env.PHOTO_MAX_BYTES, maxPerGame: env.PHOTO_MAX_PER_GAME || null },
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    memoryLimitBytes: env.MEMORY_LIMIT_MB ? env.MEMORY_LIMIT_MB * 1024 * 1024 : machineMemoryLimit(),
    processes: env.WEB_CONCURRENCY ?? (embedded ? 1 : availableParallelism()),
    trustProxy: env.TRUST_PROXY,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
  };
}

/** The one reader of process.env. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  return configFromEnv(parseEnv(source));
}

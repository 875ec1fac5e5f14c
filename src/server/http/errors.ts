import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { faultMessages } from '../../shared/faults';

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** An expected failure with a user-facing message; the error handler turns it into the JSON envelope. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', 'You must be signed in.');
export const forbidden = (message: string) => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
export function tooManyRequests(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const unit = minutes === 1 ? 'minute' : 'minutes';
  return new ApiError(429, 'RATE_LIMITED', `Too many attempts. Please try again in ${minutes} ${unit}.`);
}

/** The PostgreSQL error code (e.g. 23505) of a failed query, looking through driver and ORM wrappers. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error || typeof current === 'object'; ) {
    if (!current) return undefined;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The codes along an error's chain of causes (drizzle wraps the driver's error, which may wrap a socket's). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

const messagesOf = (error: unknown): string[] => {
  const messages: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages;
};

/** No room left: the file system's ENOSPC, a quota's EDQUOT, PostgreSQL's disk_full (53100). */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT', '53100']);

/**
 * A service the server needs went away for a moment: PostgreSQL's connection exceptions (class 08), its
 * shutting down or starting up (57P01–57P03) or having no connection to spare (53300), and sockets refused,
 * reset or timed out on the way to it.
 */
const UNAVAILABLE = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres says a connection died or never came in words, without a code. */
const LOST_CONNECTION =
  /^Connection terminated|is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly/;

/** Seconds a client is asked to wait before trying again after a 503: about what a database restart takes. */
export const RETRY_AFTER_SECONDS = 5;

export const storageFull = () => new ApiError(507, 'STORAGE_FULL', faultMessages.storageFull);
export const unavailable = () => new ApiError(503, 'UNAVAILABLE', faultMessages.unavailable);

/**
 * The answer to a failure that is the server's and passes: its disk is full (507; nothing was written, since
 * every write is all or nothing), or its database is out of reach (503, to be tried again). Anything else
 * stays a 500.
 */
export function faultOf(error: unknown): ApiError | undefined {
  const codes = codesOf(error);
  if (codes.some((code) => DISK_FULL.has(code))) return storageFull();
  if (codes.some((code) => UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return unavailable();
  if (messagesOf(error).some((message) => LOST_CONNECTION.test(message))) return unavailable();
  return undefined;
}

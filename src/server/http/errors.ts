import type { ContentfulStatusCode } from 'hono/utils/http-status';

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

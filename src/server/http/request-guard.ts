import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors';

/** The largest JSON (or other non-upload) body the API reads. */
export const MAX_JSON_BYTES = 1024 * 1024;

export const requestMessages = {
  foreignOrigin: 'This request came from another site and was refused.',
  tooLarge: 'The request is too large (at most 1 MiB).',
  nul: 'Text cannot contain a NUL character.',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A state-changing request must come from Turnout's own pages: its Origin (or, without one, its Referer) is
 * PUBLIC_URL's origin — scheme, host and port. Defence in depth beside SameSite=Lax cookies. A request with
 * neither header and no cookie cannot act for anyone (a mail client's one-click unsubscribe, a script with
 * its own credentials in the body) and passes; with a cookie it is refused.
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const expected = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const source = origin && origin !== 'null' ? originOf(origin) : originOf(c.req.header('referer'));
    const anonymousWithoutSource = !source && !origin && !c.req.header('cookie');
    if (source !== expected && !anonymousWithoutSource) {
      throw new ApiError(403, 'FOREIGN_ORIGIN', requestMessages.foreignOrigin);
    }
    return next();
  };
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\0') || containsNul(inner));
  }
  return false;
}

/**
 * Bodies are bounded (413 past `maxBytes`; uploads, matched by `isUpload`, have their own limit) and no text
 * reaching the API may hold a NUL character, which PostgreSQL refuses in text columns: such a request gets a
 * 400 before any handler runs, so it can neither fail half-way nor surface as a 500.
 */
export function boundedCleanBodies(isUpload: (method: string, path: string) => boolean): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    // The rest of the body is never read, so the connection cannot carry another request: say so.
    onError: (c) =>
      c.json(new ApiError(413, 'PAYLOAD_TOO_LARGE', requestMessages.tooLarge).toBody(), 413, {
        Connection: 'close',
      }),
  });
  return async (c, next) => {
    let url = c.req.url;
    try {
      url = decodeURIComponent(url);
    } catch {
      // A malformed escape is left to the router (404) and the validators (400).
    }
    if (url.includes('\0')) throw new ApiError(400, 'NUL_CHARACTER', requestMessages.nul);
    if (SAFE_METHODS.has(c.req.method) || isUpload(c.req.method, c.req.path)) return next();
    return limit(c, async () => {
      if (c.req.header('content-type')?.includes('json') && c.req.raw.body) {
        const text = await c.req.raw.clone().text();
        if (text.includes('\0') || (text.includes('\\u0000') && containsNul(parseOrNull(text)))) {
          throw new ApiError(400, 'NUL_CHARACTER', requestMessages.nul);
        }
      }
      await next();
    });
  };
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null; // not JSON: the route's validator answers 400
  }
}

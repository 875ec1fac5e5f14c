import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, TypedResponse } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { JSONParsed } from 'hono/utils/types';
import { LRUCache } from 'lru-cache';

/**
 * Answers for hot reads (the session behind a cookie, a user's games list, their debts) kept until the data
 * may have changed. Invalidation is deliberately coarse: every write anywhere forgets everything. Turnout's
 * groups write a few times an hour and read all day, so a whole-cache flush costs nothing, and it cannot miss
 * a dependency the way per-key invalidation can. It is only correct while every write passes through
 * `forget()`: on the embedded database the data-folder lock guarantees one process, so every write is one of
 * this process's own requests.
 */
export interface ReadCache {
  /** The value stored under `key`, or `load()`'s (shared by concurrent callers) if none is fresh. */
  read<T extends object | null>(key: string, load: () => Promise<T>): Promise<T>;
  /** A whole answer kept for a request key (see responseKey), served before the app runs. */
  response(key: string): CachedResponse | undefined;
  /** Keeps an answer made since `generation()` was taken, unless data changed in the meantime. */
  keepResponse(key: string, response: CachedResponse, madeIn: number): void;
  /** Grows at every forget(). */
  generation(): number;
  /** Data changed: nothing read so far may be served again. */
  forget(): void;
}

/** A complete 200 answer: its headers as sent and its body bytes. */
export interface CachedResponse {
  headers: [string, string][];
  body: Uint8Array;
}

/**
 * What a cached answer depends on besides the data: the path and query, the cookies (the session, so the
 * user) and whether the client takes gzip. A request that differs in any of them is a different entry.
 */
export function responseKey(
  pathAndQuery: string,
  cookie: string | undefined,
  acceptEncoding: string | undefined,
) {
  return `${acceptsGzip(acceptEncoding) ? 'gzip' : 'identity'} ${pathAndQuery} ${cookie ?? ''}`;
}

/** Longest a cached answer lives even without writes, so time-based views (a week back, 24-hour notices) move on. */
export const READ_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
/** Whole answers are bounded by size: a settle-up answer is ≈14 KB, a home list ≈10–40 KB. */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** A cache that does nothing: for a database that other processes also write to. */
export const noReadCache: ReadCache = {
  read: (_key, load) => load(),
  response: () => undefined,
  keepResponse: () => {},
  generation: () => 0,
  forget: () => {},
};

export function createReadCache(ttlMs = READ_CACHE_TTL_MS): ReadCache {
  // Promises are stored, not values, so concurrent misses share one load instead of stampeding the database.
  const entries = new LRUCache<string, Promise<object | null>>({ max: MAX_ENTRIES, ttl: ttlMs });
  const responses = new LRUCache<string, CachedResponse>({
    maxSize: MAX_RESPONSE_BYTES,
    sizeCalculation: (response, key) => response.body.byteLength + key.length,
    ttl: ttlMs,
  });
  let generation = 0;
  return {
    response: (key) => responses.get(key),
    // An answer whose request overlapped a write may hold data from before it: it is used once, not kept.
    keepResponse: (key, response, madeIn) => {
      if (madeIn === generation) responses.set(key, response);
    },
    generation: () => generation,
    read<T extends object | null>(key: string, load: () => Promise<T>): Promise<T> {
      const cached = entries.get(key) as Promise<T> | undefined;
      if (cached) return cached;
      const loading = load();
      entries.set(key, loading);
      // A failed load is not remembered; the next caller tries again.
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },
    // A load that started before the write may still resolve with old data, but it is no longer in the map, so
    // only the caller that was concurrent with the write sees it.
    forget: () => {
      generation++;
      entries.clear();
      responses.clear();
    },
  };
}

declare module 'hono' {
  interface ContextVariableMap {
    readCache: ReadCache;
    /** Set by cachedJson: the finished answer may be kept whole (see keepWholeResponses). */
    wholeResponseCacheable: boolean;
  }
}

/**
 * Puts the cache in every request's context (`c.var.readCache`) and forgets it after every request that may
 * write, whatever came of it: anything but GET and HEAD, and the sign-in provider's callback, a GET that
 * creates users and sessions.
 */
export function readCacheMiddleware(cache: ReadCache) {
  return createMiddleware(async (c, next) => {
    c.set('readCache', cache);
    try {
      await next();
    } finally {
      const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
      if (!reads || c.req.path.startsWith('/api/auth/callback/')) cache.forget();
    }
  });
}

type JsonResponse<T> = Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
const gzipAsync = promisify(gzip);
const acceptsGzip = (header: string | undefined) =>
  !!header && /\bgzip\b(?!\s*;\s*q=0(\.0+)?\b)/i.test(header);

/**
 * A 200 JSON answer through the cache, typed like `c.json(value)` for the RPC client. It is kept serialized
 * and gzipped, so a hit costs neither JSON.stringify nor compression.
 */
export async function cachedJson<T extends object>(
  c: Context,
  key: string,
  load: () => Promise<T>,
): Promise<JsonResponse<T>> {
  const entry = await c.var.readCache.read<{ text: string; gzipped?: Promise<Buffer> }>(key, async () => ({
    text: JSON.stringify(await load()),
  }));
  c.set('wholeResponseCacheable', true);
  c.header('content-type', 'application/json');
  c.header('vary', 'Accept-Encoding');
  if (!acceptsGzip(c.req.header('accept-encoding'))) {
    return c.body(entry.text, 200) as unknown as JsonResponse<T>;
  }
  // Compressed once, on the first request that accepts it, off the main thread.
  entry.gzipped ??= gzipAsync(entry.text);
  c.header('content-encoding', 'gzip');
  return c.body(new Uint8Array(await entry.gzipped), 200) as unknown as JsonResponse<T>;
}

/**
 * Keeps the finished answer of a cachedJson read whole — after every other middleware has added its headers —
 * so the next identical request is answered by the HTTP layer (see http/listener.ts) without running the
 * app. An answer that sets a cookie (a refreshed session) is never kept. Registered first, so it runs last.
 */
export function keepWholeResponses(cache: ReadCache) {
  return createMiddleware(async (c, next) => {
    const madeIn = cache.generation();
    await next();
    if (!c.var.wholeResponseCacheable || c.res.status !== 200 || c.res.headers.has('set-cookie')) return;
    const url = new URL(c.req.url);
    const key = responseKey(
      url.pathname + url.search,
      c.req.header('cookie'),
      c.req.header('accept-encoding'),
    );
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const headers: [string, string][] = [
      ...[...c.res.headers].filter(([name]) => name !== 'x-request-id' && name !== 'content-length'),
      ['content-length', String(body.byteLength)],
    ];
    cache.keepResponse(key, { headers, body }, madeIn);
  });
}

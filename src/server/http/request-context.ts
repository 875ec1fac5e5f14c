import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { currentRequestId, inRequest, type Logger } from '../log';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id: echoed in X-Request-Id, on each of its log lines, and in a 500's answer. */
    requestId: string;
  }
}

/** An id a client or a proxy may choose: short, and of characters that can break neither a header nor a log. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Counts an answered request by its route pattern (the metrics, when they are on). */
export type RequestObserver = (method: string, route: string, status: number, seconds: number) => void;

/**
 * The first middleware: gives the request its id — the caller's X-Request-Id when it is a short safe token,
 * else a new one; an in-process request (the first screen's reads) keeps the id of the request it serves —
 * runs the rest of the app inside it, so every line logged for it carries the id, echoes it in X-Request-Id,
 * and logs one line when the answer starts, by route pattern: a path may carry a token (a calendar feed's),
 * a pattern never does. Bodies and headers are never logged.
 */
export function requestContext(log: Logger, observe?: RequestObserver): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const outer = currentRequestId();
    const given = c.req.header('x-request-id');
    const id = outer ?? (given && SAFE_ID.test(given) ? given : randomUUID());
    c.set('requestId', id);
    await inRequest(id, next);
    c.res.headers.set('X-Request-Id', id);
    const seconds = (performance.now() - started) / 1000;
    const route = routePath(c) || 'unmatched';
    const { status } = c.res;
    // A request made in process is part of the one it serves, which is counted.
    if (!outer) observe?.(c.req.method, route, status, seconds);
    // Logged once the request's scope has ended, so its id is named here.
    log.info('request', {
      requestId: id,
      method: c.req.method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
    });
  };
}

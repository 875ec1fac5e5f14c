import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream } from 'pino';
import type { Config } from './config';

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** The request whose work is running, so each line logged for it carries its id, however deep the caller. */
const requestScope = new AsyncLocalStorage<string>();

/** Runs `work` as part of request `requestId`: every line logged meanwhile, and after it for what it began, says so. */
export const inRequest = <T>(requestId: string, work: () => T): T => requestScope.run(requestId, work);

/** The id of the request whose work is running, if any. */
export const currentRequestId = (): string | undefined => requestScope.getStore();

/**
 * Keys whose values never reach a line: at the top of a line's details, or inside the objects a caller might
 * pass whole by mistake (`headers.cookie`, `req.headers.authorization`). Nothing logs them on purpose. The
 * paths are named one by one: pino's wildcards cost more than the rest of a line together.
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'body',
];
const CONTAINERS = ['headers', 'req', 'request', 'res', 'response', 'user', 'body', 'data', 'details'];
const redactPaths = [
  ...SECRET_KEYS.map((key) => `["${key}"]`),
  ...CONTAINERS.flatMap((container) => SECRET_KEYS.map((key) => `${container}["${key}"]`)),
  ...['req', 'request', 'res', 'response'].flatMap((container) =>
    SECRET_KEYS.map((key) => `${container}.headers["${key}"]`),
  ),
];

/**
 * A failed query's message (Drizzle's) carries the statement's bound values: addresses, password hashes,
 * tokens. The statement stays in the line; the values do not.
 */
const withoutQueryValues = (text: string) =>
  text.includes('\nparams: ') ? text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [hidden]') : text;

function scrubbed(details: Record<string, unknown>): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details))
    clean[key] = typeof value === 'string' ? withoutQueryValues(value) : value;
  return clean;
}

/** Standard output, shared by every logger of the process (one writer on the descriptor). */
let stdout: DestinationStream | undefined;
function standardOutput(): DestinationStream {
  stdout ??= pino.destination(1);
  return stdout;
}

/**
 * JSON lines (pino) on standard output, or on `destination` (tests read their own): the time, the level's
 * name, the process id, the request id when the line belongs to a request, the message and its details.
 */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  const logger = pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = requestScope.getStore();
        return requestId ? { requestId } : {};
      },
      redact: { paths: redactPaths, censor: '[hidden]' },
    },
    destination ?? standardOutput(),
  );
  const write = (method: 'info' | 'error') => (message: string, details?: Record<string, unknown>) => {
    if (!logger.isLevelEnabled(method)) return;
    const text = withoutQueryValues(message);
    if (details) logger[method](scrubbed(details), text);
    else logger[method](text);
  };
  return { info: write('info'), error: write('error') };
}

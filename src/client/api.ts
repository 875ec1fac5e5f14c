import { QueryClient } from '@tanstack/react-query';
import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { type ClientResponse, hc, type parseResponse } from 'hono/client';
import type { AppType } from '../server/app';
import { FAULT_CODES } from '../shared/faults';
/**
 * Shown whenever the server gives no message of its own (network failure, non-JSON reply). The text is
 * `authMessages.unexpectedSignIn` (spec 000 §8), repeated here because importing `shared/auth` would pull
 * zod into the entry chunk that every screen loads.
 */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** A non-2xx answer from our API, carrying the server's `{ error: { code, message, fields } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** The ApiError for a refused call, from its parsed body (the server's envelope when it sent one). */
export function toApiError(payload: unknown, status: number): ApiError {
  const error = (payload as ErrorBody | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : 'UNEXPECTED';
  const message = typeof error?.message === 'string' ? error.message : UNEXPECTED_ERROR_MESSAGE;
  const fields = isRecordOfStrings(error?.fields) ? error.fields : undefined;
  return new ApiError(code, message, status, fields);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The typed API client: request and response types come from the server's routes (`AppType`). */
export const api = hc<AppType>('/', { init: { credentials: 'same-origin' } }).api;

/** Awaits a typed API call; resolves with its success body or throws an ApiError with the server's message. */
// biome-ignore lint/suspicious/noExplicitAny: the constraint is parseResponse's own
export async function unwrap<T extends ClientResponse<any>>(
  request: Promise<T>,
): ReturnType<typeof parseResponse<T>> {
  let response: T;
  try {
    response = await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', UNEXPECTED_ERROR_MESSAGE, 0);
  }
  const payload = await readJson(response as unknown as Response);
  if (!response.ok) throw toApiError(payload, response.status);
  return payload as Awaited<ReturnType<typeof parseResponse<T>>>;
}

/** The message to show for any failure: the server's own message when it sent one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

/** A refusal the server explained (4xx), as opposed to a network failure (status 0) or a server error. */
export const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A failure the server explains: a refusal (4xx), or its own trouble that it names (a full disk, 507; the
 * database away for a moment, 503), which a screen says rather than its fallback.
 */
export const isExplained = (error: unknown) =>
  isClientError(error) || (error instanceof ApiError && FAULT_CODES.includes(error.code));

/** A failure the server explains is shown as sent; anything else gets the spec's fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  return isExplained(error) ? (error as ApiError).message : fallback;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});

/**
 * better-auth's client; it talks to `/api/auth/*` on this origin with the session cookie. The sign-in form
 * reads `twoFactorRedirect` itself, so the two-factor plugin gets no redirect of its own.
 */
export const authClient = createAuthClient({ plugins: [twoFactorClient()] });

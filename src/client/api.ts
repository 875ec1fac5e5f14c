import { QueryClient } from '@tanstack/react-query';
import { createAuthClient } from 'better-auth/react';
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

interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
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

function toApiError(payload: unknown, status: number): ApiError {
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

/** Calls our same-origin JSON API; resolves with the parsed body or throws an ApiError. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { body, signal } = options;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      signal,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', UNEXPECTED_ERROR_MESSAGE, 0);
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(payload, response.status);
  return payload as T;
}

/** The message to show for any failure: the server's own message when it sent one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});

/** better-auth's client; it talks to `/api/auth/*` on this origin with the session cookie. */
export const authClient = createAuthClient();

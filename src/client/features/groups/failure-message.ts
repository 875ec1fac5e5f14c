import { ApiError } from '../../api';

/** A refusal the server explains (4xx) is shown as sent; anything else gets the spec's fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

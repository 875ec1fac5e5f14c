import { hc } from 'hono/client';
import type { AppType } from '../../../server/app';
import type { WaitlistInput } from '../../../shared/waitlist';

/**
 * The landing page's only call. It uses a bare typed client rather than the app's `api`/`unwrap` and
 * TanStack Query: those modules also carry the session client, and the landing page loads no app code.
 */
const client = hc<AppType>('/', { init: { credentials: 'same-origin' } }).api;

export type JoinResult = { ok: true } | { ok: false; message: string | null };

/** POST /api/waitlist. A refusal the server explains (4xx) comes back with its message; anything else without. */
export async function joinWaitlist(json: WaitlistInput): Promise<JoinResult> {
  try {
    const response = await client.waitlist.$post({ json });
    if (response.ok) return { ok: true };
    if (response.status >= 500) return { ok: false, message: null };
    const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    const message = body?.error?.message;
    return { ok: false, message: typeof message === 'string' ? message : null };
  } catch {
    return { ok: false, message: null };
  }
}

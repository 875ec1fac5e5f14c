import { AsyncLocalStorage } from 'node:async_hooks';
import { faultOf } from '../http/errors';

/**
 * better-auth catches a failed statement itself (get-session, for one) and answers its own 500 ("Failed to get
 * session"), so the app's error handler never sees the database's error. It logs that error first, though: a
 * fault noted here while a request runs (a database out of reach, a full disk) is thrown instead of the 500, and
 * answered as on every other route (503 with Retry-After, or 507).
 */
const scope = new AsyncLocalStorage<{ fault?: unknown }>();

/** better-auth's logger hands each error line's details here. */
export function noteAuthFault(details: unknown[]) {
  const noted = scope.getStore();
  if (!noted || noted.fault) return;
  noted.fault = details.find((detail) => faultOf(detail));
}

/** Runs better-auth's handler; a 5xx it gave for a fault noted meanwhile becomes that fault. */
export async function withAuthFaults(handle: () => Promise<Response>): Promise<Response> {
  const noted: { fault?: unknown } = {};
  const response = await scope.run(noted, handle);
  if (response.status >= 500 && noted.fault) throw noted.fault;
  return response;
}

import { setTimeout as delay } from 'node:timers/promises';
import type { Agent } from './agent';

/** What one request of a load got: its status (0: no answer in time) and its error's code, if any. */
export interface Outcome {
  route: string;
  status: number;
  code?: string;
  retryAfter?: string | null;
}

/** A request a load sends over and over; `n` makes each one's body its own. */
export type LoadRequest = {
  route: string;
  send: (agent: Agent, n: number, signal: AbortSignal) => Promise<Response>;
};

/** How long a request may take before it counts as hanging. */
const HANG_MS = 8_000;

/** Numbers every request of every load in this process, so each write is new. */
let sent = 0;

async function sendOnce(agent: Agent, request: LoadRequest, n: number): Promise<Outcome> {
  try {
    const response = await request.send(agent, n, AbortSignal.timeout(HANG_MS));
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
    return {
      route: request.route,
      status: response.status,
      code: body.error?.code,
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return { route: request.route, status: 0 };
    throw error;
  }
}

/**
 * Keeps `workers` requests in flight, each worker going round `requests`, until `during` has run; resolves
 * with every request's outcome.
 */
export async function underLoad(
  agent: Agent,
  requests: LoadRequest[],
  during: () => Promise<void>,
  workers = 6,
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let done = false;
  const worker = async () => {
    while (!done) {
      const n = sent++;
      outcomes.push(await sendOnce(agent, requests[n % requests.length] as LoadRequest, n));
      await delay(0);
    }
  };
  const running = Array.from({ length: workers }, worker);
  try {
    await during();
  } finally {
    done = true;
    await Promise.all(running);
  }
  return outcomes;
}

/** Sends each request `times` times at once; the outcomes. */
export function burst(agent: Agent, requests: LoadRequest[], times = 5): Promise<Outcome[]> {
  return Promise.all(
    Array.from({ length: times * requests.length }, (_, i) =>
      sendOnce(agent, requests[i % requests.length] as LoadRequest, sent++),
    ),
  );
}

import pg from 'pg';

export interface Listener {
  /** Called with each notice's payload, in the order the database sent them. */
  onNotice(payload: string): void;
  /** The connection dropped and came back: notices in between are lost, so readers should refetch. */
  onResync(): void;
}

/** Waits between attempts to get the LISTEN connection back: 1, 2, 5, then every 10 seconds. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

/**
 * LISTEN on a PostgreSQL server over a connection of its own (a pooled one would be handed to queries and
 * lose its LISTEN). When the connection drops it is re-established with back-off and the listener is told
 * to resync. Returns a function that stops listening.
 */
export async function listenOnServer(url: string, channel: string, listener: Listener) {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) listener.onNotice(message.payload);
    });
    next.on('error', () => {}); // followed by 'end', which reconnects
    next.on('end', () => {
      if (!stopped && client === next) retry();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    if (attempt > 0) listener.onResync();
    attempt = 0;
  };
  const retry = () => {
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    timer = setTimeout(() => connect().catch(retry), delay);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await client?.end().catch(() => {});
  };
}

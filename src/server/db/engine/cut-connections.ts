import type pg from 'pg';

/** The text of a query as node-postgres is handed it: a string, or a config with `text`. */
const textOf = (config: unknown) =>
  typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;

/**
 * Makes the pool's connections safe to cut while a request holds one (a server restart, a failover, a backend
 * terminated): the request fails cleanly, and the pool loses neither the process nor a connection slot.
 *
 * - A connection cut between two statements, or before its answer is handed back, raises the error on the
 *   connection, where the pool does not listen while it is lent out: unhandled, the event would end the
 *   process. The request meets the failure in its next statement; the pool drops the connection when it is
 *   given back.
 * - drizzle-orm runs a transaction's BEGIN before the `try` whose `finally` gives the connection back, so a
 *   BEGIN that fails (the connection cut just then) kept the connection out of the pool for good, and enough
 *   of them left every request waiting (drizzle-team/drizzle-orm#6241). Such a connection is given back here,
 *   with its error, so the pool drops it; a later release of the same loan does nothing.
 */
export function keepThroughCutConnections(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', () => {});
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (!(result instanceof Promise) || !/^\s*begin\b/i.test(String(textOf(args[0]) ?? ''))) return result;
      return result.catch((error: unknown) => {
        const loan = client as pg.PoolClient;
        const release = loan.release;
        loan.release = () => {};
        release?.call(loan, error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    };
  });
}

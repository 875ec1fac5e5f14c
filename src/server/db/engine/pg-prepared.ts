import { TurnTakingClient } from './one-per-turn';
import type { QueryTimes } from './query-times';

/** Statements one connection keeps prepared; past this the least recently used is deallocated. */
export const MAX_PREPARED_PER_CONNECTION = 200;

/** PostgreSQL refuses a kept statement whose result columns a schema change has altered (SQLSTATE 0A000). */
const isStalePlan = (error: unknown) =>
  (error as { code?: string } | null)?.code === '0A000' &&
  String((error as Error).message).includes('cached plan must not change result type');

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

/** `query(text, values)` or `query({ text, values? }, values?)` with values and no name: the config to name. */
function parameterized(config: unknown, values: unknown): QueryConfig | null {
  const given = typeof config === 'string' ? { text: config } : (config as QueryConfig | null);
  if (typeof given?.text !== 'string' || given.name !== undefined) return null;
  const count = Array.isArray(values) ? values.length : (given.values?.length ?? 0);
  return count > 0 ? given : null;
}

/**
 * A node-postgres client that prepares each parameterized statement once per connection. node-postgres sends an
 * unnamed statement every time, so PostgreSQL parsed, analysed and planned it again for every run; a named one
 * is parsed once, and after five runs PostgreSQL may keep its plan too (its generic plan, when that costs no more
 * than planning anew), as the embedded database's statements already are (prepared-statements.mjs). The app's
 * SQL is fixed text with bound values, so the statements are few; `maxPrepared` bounds them anyway. Statements
 * without values (migrations, `begin`) go as they are. Every statement's time goes to `times`.
 */
export function preparingClient(maxPrepared = MAX_PREPARED_PER_CONNECTION, times?: QueryTimes) {
  return class PreparingClient extends TurnTakingClient {
    /** Statement text → name, in order of last use. */
    readonly #names = new Map<string, string>();
    #lastName = 0;

    #nameFor(text: string): string {
      const known = this.#names.get(text);
      if (known) {
        this.#names.delete(text);
        this.#names.set(text, known);
        return known;
      }
      const name = `turnout_${++this.#lastName}`;
      this.#names.set(text, name);
      if (this.#names.size > maxPrepared) {
        const [oldest, retired] = this.#names.entries().next().value as [string, string];
        this.#forget(oldest, retired);
      }
      return name;
    }

    /**
     * Drops a statement: from node-postgres' record of what this connection has parsed (else it would bind the
     * old name) and from the server, before whatever is sent next. If that fails (in an aborted transaction)
     * it stays on the server until the connection closes, unused: names are never reused.
     */
    #forget(text: string, name: string) {
      this.#names.delete(text);
      delete (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
        .parsedStatements[name];
      super.query(`deallocate ${name}`, () => {});
    }

    // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query() has a dozen overloads; each is passed on.
    override query(...args: any[]): any {
      if (!times?.observed) return this.#prepared(args);
      const started = performance.now();
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          times.report(started);
          callback(error, result);
        };
        return this.#prepared(args);
      }
      const result = this.#prepared(args);
      if (result instanceof Promise) {
        const report = () => times.report(started);
        result.then(report, report);
      }
      return result;
    }

    // biome-ignore lint/suspicious/noExplicitAny: as query().
    #prepared(args: any[]): any {
      const config = parameterized(args[0], args[1]);
      if (!config) return super.query(...args);
      const name = this.#nameFor(config.text);
      args[0] = { ...config, name };
      // A statement a deploy's migration changed under it fails once; the next run prepares it anew.
      const onError = (error: unknown) => {
        if (isStalePlan(error) && this.#names.get(config.text) === name) this.#forget(config.text, name);
      };
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (error: unknown, result: unknown) => {
          if (error) onError(error);
          callback(error, result);
        };
        return super.query(...args);
      }
      const result = super.query(...args);
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            onError(error);
            throw error;
          })
        : result;
    }
  };
}

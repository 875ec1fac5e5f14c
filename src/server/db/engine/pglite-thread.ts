import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { inTurn } from './one-per-turn';
import type { QueryTimes } from './query-times';

type Request =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: string; rawTypes?: number[]; tx?: number }
  | { op: 'exec'; sql: string; rowMode?: string; rawTypes?: number[]; tx?: number }
  | { op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'snapshot'; sql: string }
  | { op: 'close' };

/** The calls that are statements, whose times are reported. */
const STATEMENTS = new Set<Request['op']>(['query', 'exec', 'begin', 'commit', 'rollback']);

type Notice = { notice: string; payload: string };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

// Next to this module in the sources, next to the bundle once built (scripts/build.ts copies it).
const workerScript = fileURLToPath(new URL('./pglite-worker.mjs', import.meta.url));

/**
 * PGlite in a worker thread, with the part of PGlite's interface that Drizzle and Turnout use: query, exec,
 * transaction, listen, close. Every call is a message; the worker's PGlite runs them one at a time as it
 * would in-process (a transaction holds the others back), while the main thread goes on serving requests.
 */
export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, (payload: string) => void>();
  private lastId = 0;
  private lastTransaction = 0;
  private dead: Error | undefined;

  private constructor(
    worker: Worker,
    private readonly times: QueryTimes | undefined,
  ) {
    this.worker = worker;
    // Notices queue with the replies, so a listener hears of a change after the reply that made it.
    worker.on('message', (message: Reply | Notice) => inTurn(() => this.settle(message)));
    // A thread that dies fails what waits on it and everything after, rather than leaving it hanging.
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the database thread exited with ${code}`)));
  }

  /** Opens the folder on a new thread; each statement's time (transaction control included) goes to `times`. */
  static async open(dataDir: string, startParams: string[], times?: QueryTimes): Promise<PGliteThread> {
    if (!existsSync(workerScript)) throw new Error(`missing ${workerScript}`);
    // A small young generation, as the main thread's (serve.sh): the worker allocates little JavaScript.
    const worker = new Worker(workerScript, {
      workerData: { dataDir, startParams },
      resourceLimits: { maxYoungGenerationSizeMb: 4 },
    });
    const failed = new Promise<never>((_, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the database thread exited with ${code}`)));
    });
    failed.catch(() => {}); // after the start, the constructor's handlers take over
    // The worker says it is ready once PGlite has opened the folder.
    await Promise.race([once(worker, 'message'), failed]);
    return new PGliteThread(worker, times);
  }

  /** Hands one reply back per turn of the event loop (one-per-turn.ts): Node delivers a worker's messages in one go. */
  private settle(reply: Reply | Notice) {
    if ('notice' in reply) return this.listeners.get(reply.notice)?.(reply.payload);
    const call = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (!reply.error) return call?.resolve(reply.result);
    call?.reject(Object.assign(new Error(reply.error.message), reply.error));
  }

  private fail(error: Error) {
    this.dead ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  private call<T>(request: Request): Promise<T> {
    return this.times && STATEMENTS.has(request.op)
      ? this.times.timed(() => this.send<T>(request))
      : this.send<T>(request);
  }

  private send<T>(request: Request): Promise<T> {
    const id = ++this.lastId;
    return new Promise<T>((resolve, reject) => {
      if (this.dead) return reject(this.dead);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, ...asMessage(options), tx });
  }

  exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, ...asMessage(options), tx });
  }

  /** Runs `body` in one transaction: committed if it resolves, rolled back if it throws. */
  async transaction<T>(body: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = ++this.lastTransaction;
    await this.call({ op: 'begin', tx });
    let closed = false;
    const handle = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.query<R>(sql, params, options, tx),
      sql: () => {
        throw new Error('tagged queries are not used');
      },
      exec: (sql: string, options?: QueryOptions) => this.exec(sql, options, tx),
      rollback: async () => {
        throw new Error('roll back by throwing from the transaction');
      },
      listen: () => {
        throw new Error('LISTEN inside a transaction is not used');
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const value = await body(handle);
      closed = true;
      await this.call({ op: 'commit', tx });
      return value;
    } catch (error) {
      if (!closed) await this.call({ op: 'rollback', tx });
      closed = true;
      throw error;
    }
  }

  async listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>> {
    this.listeners.set(channel, onNotice);
    await this.call({ op: 'listen', channel });
    return async () => {
      this.listeners.delete(channel);
      await this.call({ op: 'unlisten', channel });
    };
  }

  /**
   * The data folder as a tar that PGlite loads back (`loadDataDir`), taken between transactions, with the rows
   * `factsSql` reads at that same moment (pglite-worker.mjs).
   */
  snapshot<T>(factsSql: string): Promise<{ facts: T[]; dump: Uint8Array }> {
    return this.call({ op: 'snapshot', sql: factsSql });
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  /** Drizzle's PGlite driver takes this in place of a PGlite instance. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}

/** Query options as a message: parsers become the list of types kept as text (Drizzle passes only those). */
function asMessage(options?: QueryOptions) {
  return {
    rowMode: options?.rowMode,
    rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

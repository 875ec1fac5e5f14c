import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
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

/** A statement unanswered this long after a disk-full error means PostgreSQL has PANICked (see restart()). */
const PANIC_PROBE_MS = 10_000;
/** The room the log needs to reopen: crash recovery ends with a checkpoint that may start a 16 MB segment. */
const ROOM_TO_REOPEN_BYTES = 32 * 1024 * 1024;
/** A reopen that has not finished by then is stopped and tried again. */
const REOPEN_TIMEOUT_MS = 120_000;

/** What a call meets while the database thread is being replaced: PostgreSQL's "cannot connect now", a 503. */
const reopening = () =>
  Object.assign(new Error('the embedded database is restarting after a fault'), { code: '57P03' });

/**
 * PGlite in a worker thread, with the part of PGlite's interface that Drizzle and Turnout use: query, exec,
 * transaction, listen, close. Every call is a message; the worker's PGlite runs them one at a time as it
 * would in-process (a transaction holds the others back), while the main thread goes on serving requests.
 */
export class PGliteThread {
  private worker!: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, (payload: string) => void>();
  private lastId = 0;
  private lastTransaction = 0;
  /** Transactions numbered up to this one began on a thread since replaced. */
  private lostTransactions = 0;
  private dead: Error | undefined;
  private probing = false;
  private closing = false;
  private detach = () => {};

  private constructor(
    worker: Worker,
    private readonly dataDir: string,
    private readonly startParams: string[],
    private readonly times: QueryTimes | undefined,
  ) {
    this.attach(worker);
  }

  private attach(worker: Worker) {
    this.worker = worker;
    // Notices queue with the replies, so a listener hears of a change after the reply that made it.
    const onMessage = (message: Reply | Notice) => inTurn(() => this.settle(message));
    // A thread that dies fails what waits on it and everything after, rather than leaving it hanging.
    const onError = (error: Error) => this.fail(error);
    const onExit = (code: number) => this.fail(new Error(`the database thread exited with ${code}`));
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    // Only these: Node's Worker keeps listeners of its own, which removeAllListeners() would take away.
    this.detach = () => worker.off('message', onMessage).off('error', onError).off('exit', onExit);
  }

  /** Opens the folder on a new thread; each statement's time (transaction control included) goes to `times`. */
  static async open(dataDir: string, startParams: string[], times?: QueryTimes): Promise<PGliteThread> {
    return new PGliteThread(await startWorker(dataDir, startParams), dataDir, startParams, times);
  }

  /** Hands one reply back per turn of the event loop (one-per-turn.ts): Node delivers a worker's messages in one go. */
  private settle(reply: Reply | Notice) {
    if ('notice' in reply) return this.listeners.get(reply.notice)?.(reply.payload);
    const call = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (!reply.error) return call?.resolve(reply.result);
    if (reply.error.code === '53100') void this.probeAfterDiskFull();
    call?.reject(Object.assign(new Error(reply.error.message), reply.error));
  }

  /**
   * A disk-full error is usually a table that could not grow, and PostgreSQL goes on. But one met while writing
   * the log is a PANIC, and PGlite then spins on its thread for good, answering nothing, reads included: if a
   * plain `select 1` goes unanswered, the thread is replaced.
   */
  private async probeAfterDiskFull() {
    if (this.probing || this.dead) return;
    this.probing = true;
    try {
      const answered = await Promise.race([
        this.send({ op: 'query', sql: 'select 1' }).then(
          () => true,
          () => true,
        ),
        // Unref'd: a probe answered at once leaves no timer holding the process open.
        delay(PANIC_PROBE_MS, false, { ref: false }),
      ]);
      if (!answered && !this.dead) await this.restart();
    } finally {
      this.probing = false;
    }
  }

  /**
   * Stops the spinning thread and opens the folder on a new one, which recovers from the log as PostgreSQL does
   * after a crash: every committed transaction is kept. Meanwhile every call fails at once with a 503. The
   * reopen waits for room on the disk (recovery must write), then tries with a growing pause until it opens.
   */
  private async restart() {
    const spinning = this.worker;
    this.dead = reopening();
    this.fail(this.dead);
    this.lostTransactions = this.lastTransaction;
    this.detach();
    await spinning.terminate();
    console.error('the embedded database stopped answering after a full disk; reopening it');
    for (let pause = 1000; !this.closing; pause = Math.min(pause * 2, 30_000)) {
      try {
        const room = await statfs(this.dataDir);
        if (room.bavail * room.bsize < ROOM_TO_REOPEN_BYTES) throw new Error('no room to reopen yet');
        const worker = await startWorker(this.dataDir, this.startParams, REOPEN_TIMEOUT_MS);
        this.attach(worker);
        for (const channel of this.listeners.keys()) worker.postMessage({ op: 'listen', channel, id: 0 });
        this.dead = undefined;
        console.error('the embedded database is answering again');
        return;
      } catch {
        await delay(pause);
      }
    }
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
      if ('tx' in request && request.tx && request.tx <= this.lostTransactions) return reject(reopening());
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
    this.closing = true;
    if (!this.dead) await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  /** Drizzle's PGlite driver takes this in place of a PGlite instance. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}

/** Starts a worker on the folder and resolves once PGlite has opened it (or fails, or gives up after `timeoutMs`). */
async function startWorker(dataDir: string, startParams: string[], timeoutMs?: number): Promise<Worker> {
  if (!existsSync(workerScript)) throw new Error(`missing ${workerScript}`);
  // A small young generation, as the main thread's (serve.sh): the worker allocates little JavaScript.
  const worker = new Worker(workerScript, {
    workerData: { dataDir, startParams },
    resourceLimits: { maxYoungGenerationSizeMb: 4 },
  });
  const failed = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the database thread exited with ${code}`)));
    if (timeoutMs) delay(timeoutMs, undefined, { ref: false }).then(() => reject(new Error('timed out')));
  });
  failed.catch(() => {}); // after the start, the class's handlers take over
  try {
    // The worker says it is ready once PGlite has opened the folder.
    await Promise.race([once(worker, 'message'), failed]);
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return worker;
}

/** Query options as a message: parsers become the list of types kept as text (Drizzle passes only those). */
function asMessage(options?: QueryOptions) {
  return {
    rowMode: options?.rowMode,
    rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

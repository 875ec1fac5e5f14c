import pg from 'pg';

/*
 * A queue that runs its callbacks one per turn of the event loop, in the order given. A database's answers
 * arrive in bunches (a worker's messages, a socket's read), each resuming a request's handler (rows into
 * JSON, the next statement, the answer); run back to back they held timers, live streams and new connections
 * waiting. An immediate queued from an immediate runs on the next turn, so I/O and timers get their turn
 * between two handlers (decision 012).
 */
const queue: (() => void)[] = [];

function runNext() {
  const callback = queue.shift();
  if (queue.length > 0) setImmediate(runNext);
  callback?.();
}

/** Runs `callback` in a turn of its own, after those queued before it (one queue for the process). */
export function inTurn(callback: () => void) {
  queue.push(callback);
  if (queue.length === 1) setImmediate(runNext);
}

/** The answer of a promise, handed back in a turn of its own. */
const settledInTurn = <T>(promise: Promise<T>): Promise<T> =>
  promise.then(
    (value) => new Promise<T>((resolve) => inTurn(() => resolve(value))),
    (error: unknown) => new Promise<T>((_, reject) => inTurn(() => reject(error))),
  );

/**
 * node-postgres' client, its answers handed back one per turn: the pool's connections are read in the same
 * turn of the event loop, so without this every query answered meanwhile resumed its handler at once.
 */
export class TurnTakingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' query() has a dozen overloads; each is passed on.
  override query(...args: any[]): any {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => inTurn(() => callback(error, result));
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    return result instanceof Promise ? settledInTurn(result) : result;
  }
}

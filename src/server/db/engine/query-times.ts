/** Told how long a statement took, in seconds: from the call to its answer, waiting for its turn included. */
export type QueryTimeObserver = (seconds: number) => void;

/**
 * The observers of one database's statement times (the metrics add one). The drivers' single doors to the
 * database report through `timed`, which costs one check while nobody listens.
 */
export class QueryTimes {
  readonly #observers = new Set<QueryTimeObserver>();

  /** Adds `observer`; returns the function that removes it. */
  observe(observer: QueryTimeObserver): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /** Runs `send` and reports how long its promise took to settle, whether it resolved or not. */
  timed<T>(send: () => Promise<T>): Promise<T> {
    if (this.#observers.size === 0) return send();
    const started = performance.now();
    const promise = send();
    const report = () => this.report(started);
    promise.then(report, report);
    return promise;
  }

  /** Reports a statement begun at `started` (performance.now()) and answered now. */
  report(started: number) {
    const seconds = (performance.now() - started) / 1000;
    for (const observer of this.#observers) observer(seconds);
  }

  get observed(): boolean {
    return this.#observers.size > 0;
  }
}

import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * With several server processes (WEB_CONCURRENCY > 1) a scrape of /metrics reaches whichever process the
 * kernel gives the connection to; alone, its counts would jump from one process's to another's between
 * scrapes. So the process that is asked asks the primary, and the primary asks every process for its own
 * registry (prom-client's AggregatorRegistry, over the cluster's messages) and answers with their sum:
 * counters and histograms added up, gauges added up (the event-loop figures averaged, as prom-client
 * marks them). Every scrape then sees the whole server.
 */
const ASK = 'turnout:metrics?';
const ANSWER = 'turnout:metrics!';

/** How long a process waits for the primary's answer before the scrape fails. */
const ANSWER_TIMEOUT_MS = 10_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

const isAnswer = (message: unknown): message is Answer =>
  (message as Answer | null)?.type === ANSWER && typeof (message as Answer).id === 'number';

/** In the primary: answers the server processes' requests for every process's metrics, summed. */
export function answerMetricsRequests() {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const id = message.id;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (error: unknown) => worker.send({ type: ANSWER, id, error: String(error) } satisfies Answer),
    );
  });
}

/**
 * In a server process: offers `registry` to the primary's collection, and returns the function that asks the
 * primary for every process's metrics.
 */
export function clusterWideMetrics(registry: Registry): () => Promise<string> {
  // prom-client answers the primary's collection in a process once an AggregatorRegistry exists there.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  let lastId = 0;
  const waiting = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  process.on('message', (message: unknown) => {
    if (!isAnswer(message)) return;
    const call = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) call?.reject(new Error(message.error));
    else call?.resolve(message.text ?? '');
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = ++lastId;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary process did not answer with the metrics'));
      }, ANSWER_TIMEOUT_MS);
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          then(value);
        };
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
      process.send?.({ type: ASK, id });
    });
}

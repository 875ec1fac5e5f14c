// Loaded into the benched server processes (`node --import`, through TURNOUT_NODE_FLAGS): each process that
// serves requests writes its main thread's event-loop delay (p50, p99, max in ms) to BENCH_LOOP_DIR/<pid>.json
// every 250 ms, and starts it afresh on SIGUSR2. A cluster's primary, which only forks, writes nothing; nor do
// worker threads (the embedded database's), which load this too.
import cluster from 'node:cluster';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.BENCH_LOOP_DIR;
const serves = cluster.isWorker || Number(process.env.WEB_CONCURRENCY ?? 1) <= 1;
if (dir && serves && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // Written aside, then renamed over the last one: a reader never sees half a file.
  const file = path.join(dir, `${process.pid}.json`);
  const write = () => {
    const figures = {
      p50: delay.percentile(50) / 1e6,
      p99: delay.percentile(99) / 1e6,
      max: delay.max / 1e6,
    };
    writeFileSync(`${file}.next`, JSON.stringify(figures));
    renameSync(`${file}.next`, file);
  };
  process.on('SIGUSR2', () => delay.reset());
  setInterval(write, 250).unref();
  write();
}

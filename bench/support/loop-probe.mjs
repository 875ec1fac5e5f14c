// Loaded into the benched server processes (`node --import`, through TURNOUT_NODE_FLAGS): each process that
// serves requests writes its main thread's figures to BENCH_LOOP_DIR/<pid>.json every 250 ms, and starts them
// afresh on SIGUSR2: the event-loop delay (p50, p99, max in ms, past the probe's own 10 ms timer), how busy the loop was (event-loop
// utilisation, %), and the share of the time spent in garbage-collection pauses (%) with the longest pause.
// They tell a loop held up by one long task from a loop that is simply full. A cluster's primary, which only
// forks, writes nothing; nor do worker threads (the embedded database's), which load this too.
import cluster from 'node:cluster';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const dir = process.env.BENCH_LOOP_DIR;
const serves = cluster.isWorker || Number(process.env.WEB_CONCURRENCY ?? 1) <= 1;
if (dir && serves && isMainThread) {
  // The histogram records the whole interval between two runs of its 10 ms timer, so an idle loop reads
  // ≈10 ms: the delay is what lies beyond the interval (as fastify's under-pressure reads it too).
  const RESOLUTION_MS = 10;
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const beyond = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  delay.enable();
  let since = { at: performance.now(), utilization: performance.eventLoopUtilization() };
  let gc = { ms: 0, longest: 0 };
  new PerformanceObserver((list) => {
    for (const pause of list.getEntries()) {
      gc.ms += pause.duration;
      gc.longest = Math.max(gc.longest, pause.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  // Written aside, then renamed over the last one: a reader never sees half a file.
  const file = path.join(dir, `${process.pid}.json`);
  const write = () => {
    const wall = performance.now() - since.at;
    const figures = {
      p50: beyond(delay.percentile(50)),
      p99: beyond(delay.percentile(99)),
      max: beyond(delay.max),
      busy: 100 * performance.eventLoopUtilization(since.utilization).utilization,
      gcShare: wall > 0 ? (100 * gc.ms) / wall : 0,
      gcLongest: gc.longest,
    };
    writeFileSync(`${file}.next`, JSON.stringify(figures));
    renameSync(`${file}.next`, file);
  };
  process.on('SIGUSR2', () => {
    delay.reset();
    since = { at: performance.now(), utilization: performance.eventLoopUtilization() };
    gc = { ms: 0, longest: 0 };
  });
  setInterval(write, 250).unref();
  write();
}

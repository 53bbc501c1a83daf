// How late this process's timers run: a timer every 20 ms notes how much later than that it ran.
// A late timer means every request in the process waited as long (a long synchronous task, a
// garbage collection, a CPU taken by other processes), which no query log shows: the figure that
// tells IT whether slow answers are the process's own queue or the database's (GET /metrics).
import { createLatencyHistogram, type LatencyHistogram } from './latency-histogram.ts';

const TICK_MS = 20;

export type EventLoopLag = { histogram: LatencyHistogram; stop(): void };

export function startEventLoopLag(): EventLoopLag {
  const histogram = createLatencyHistogram();
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    histogram.observe(now - last - TICK_MS);
    last = now;
  }, TICK_MS);
  // a measurement, never a reason to stay alive
  timer.unref();
  return { histogram, stop: () => clearInterval(timer) };
}

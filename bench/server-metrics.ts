// Reads a server's GET /metrics (on loopback it needs no token) for the benchmarks: the histograms of
// where requests queue in the process (its event loop, its pool), which two readings turn into the
// figures of exactly the time between them.
import {
  LATENCY_BUCKETS_MS,
  bucketPercentile,
  type HistogramSnapshot,
} from '../apps/server/src/platform/process/latency-histogram.ts';

export type QueueReadings = {
  eventLoopLag: HistogramSnapshot;
  poolWaits: HistogramSnapshot;
  /** searches answered from a kept answer, and not (decisions 071, 087) */
  keptAnswers: { hits: number; misses: number; bytes: number };
  /** vendor session checks answered from a kept one, and all asked (decision 088) */
  sessionChecks: { hits: number; asked: number };
};

const valueIn = (text: string) => (series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return Number(line?.slice(series.length + 1) ?? 0);
};

function histogram(text: string, name: string): HistogramSnapshot {
  const value = valueIn(text);
  return {
    atMost: LATENCY_BUCKETS_MS.map((ms) => value(`vp_${name}_bucket{le="${ms / 1000}"}`)),
    count: value(`vp_${name}_count`),
    sumMs: value(`vp_${name}_sum`) * 1000,
    maxMs: value(`vp_${name}_max`) * 1000,
  };
}

export async function readQueues(serverUrl: string): Promise<QueueReadings> {
  const text = await (await fetch(`${serverUrl}/metrics`)).text();
  return {
    eventLoopLag: histogram(text, 'event_loop_lag_seconds'),
    poolWaits: histogram(text, 'db_pool_wait_seconds'),
    keptAnswers: {
      hits: valueIn(text)('vp_search_answers_kept_hits_total'),
      misses: valueIn(text)('vp_search_answers_kept_misses_total'),
      bytes: valueIn(text)('vp_search_answers_kept_bytes'),
    },
    sessionChecks: {
      hits: valueIn(text)('vp_session_checks_kept_hits_total'),
      asked: valueIn(text)('vp_session_checks_total'),
    },
  };
}

/** One line on a histogram between two readings: how many, p50 and p99 to the bucket, how many over 100 ms. */
export function describeBetween(before: HistogramSnapshot, after: HistogramSnapshot): string {
  const count = after.count - before.count;
  const over = (ms: number) => {
    const i = LATENCY_BUCKETS_MS.indexOf(ms as (typeof LATENCY_BUCKETS_MS)[number]);
    return count - ((after.atMost[i] ?? 0) - (before.atMost[i] ?? 0));
  };
  const bound = (share: number) => {
    const ms = bucketPercentile(before, after, share);
    return Number.isFinite(ms) ? `<= ${ms} ms` : `> ${LATENCY_BUCKETS_MS.at(-1)} ms`;
  };
  const mean = count === 0 ? 0 : (after.sumMs - before.sumMs) / count;
  return `${count} counted, mean ${mean.toFixed(1)} ms, p50 ${bound(0.5)}, p99 ${bound(0.99)}, over 100 ms ${over(100)}, over 250 ms ${over(250)}`;
}

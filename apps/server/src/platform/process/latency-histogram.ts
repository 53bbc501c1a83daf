// A latency histogram with fixed buckets, counted since the process started, for GET /metrics in
// Prometheus's histogram form: cumulative counts per bucket, their sum and count. Counts only grow,
// so a scraper (or the many-vendor benchmark) takes the difference of two readings and has the
// histogram of exactly the time between them, which percentiles kept since start would not give.

/** Upper bounds of the buckets, in milliseconds (the +Inf bucket is the count). */
export const LATENCY_BUCKETS_MS = [1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500] as const;

export type HistogramSnapshot = {
  /** per bucket of LATENCY_BUCKETS_MS, how many observations were at most its bound */
  atMost: number[];
  count: number;
  sumMs: number;
  /** the largest observation since start */
  maxMs: number;
};

export type LatencyHistogram = {
  observe(ms: number): void;
  snapshot(): HistogramSnapshot;
};

export function createLatencyHistogram(): LatencyHistogram {
  // per bucket, the observations that fell in it (not cumulative: one increment per observation)
  const inBucket = new Array<number>(LATENCY_BUCKETS_MS.length).fill(0);
  let count = 0;
  let sumMs = 0;
  let maxMs = 0;
  return {
    observe(ms) {
      const value = Math.max(0, ms);
      const index = LATENCY_BUCKETS_MS.findIndex((bound) => value <= bound);
      if (index >= 0) inBucket[index]! += 1;
      count += 1;
      sumMs += value;
      if (value > maxMs) maxMs = value;
    },
    snapshot() {
      let running = 0;
      const atMost = inBucket.map((n) => (running += n));
      return { atMost, count, sumMs, maxMs };
    },
  };
}

/**
 * The smallest bucket bound under which at least `share` (0-1) of the observations between two
 * snapshots fell: the percentile to the precision of the buckets; Infinity when it is past the last.
 */
export function bucketPercentile(before: HistogramSnapshot, after: HistogramSnapshot, share: number): number {
  const count = after.count - before.count;
  if (count === 0) return 0;
  const index = after.atMost.findIndex((n, i) => n - (before.atMost[i] ?? 0) >= share * count);
  return index < 0 ? Number.POSITIVE_INFINITY : LATENCY_BUCKETS_MS[index]!;
}

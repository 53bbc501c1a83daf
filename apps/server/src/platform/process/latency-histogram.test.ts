// The histogram's buckets, and percentiles read from the difference of two snapshots (what a scraper
// and the many-vendor benchmark do with GET /metrics).
import { describe, expect, it } from 'vitest';
import { bucketPercentile, createLatencyHistogram } from './latency-histogram.ts';

describe('latency histogram', () => {
  it('counts each observation in the first bucket whose bound holds it, cumulatively', () => {
    const h = createLatencyHistogram();
    for (const ms of [0.2, 1, 3, 7, 120, 3000, -5]) h.observe(ms);
    const s = h.snapshot();
    // bounds 1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500; a negative lateness counts as 0
    expect(s.atMost).toEqual([3, 4, 5, 5, 5, 5, 6, 6, 6, 6]);
    expect(s.count).toBe(7);
    expect(s.maxMs).toBe(3000);
    expect(s.sumMs).toBeCloseTo(3131.2);
  });

  it('reads percentiles from what was observed between two snapshots only', () => {
    const h = createLatencyHistogram();
    for (let i = 0; i < 100; i++) h.observe(400);
    const before = h.snapshot();
    for (let i = 0; i < 98; i++) h.observe(2);
    h.observe(60);
    h.observe(700);
    const after = h.snapshot();
    expect(bucketPercentile(before, after, 0.5)).toBe(5);
    expect(bucketPercentile(before, after, 0.99)).toBe(100);
    expect(bucketPercentile(before, after, 1)).toBe(1000);
    expect(bucketPercentile(after, after, 0.99)).toBe(0);
    h.observe(9000);
    expect(bucketPercentile(after, h.snapshot(), 0.99)).toBe(Number.POSITIVE_INFINITY);
  });
});

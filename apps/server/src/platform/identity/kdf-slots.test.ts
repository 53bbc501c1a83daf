// The bound on password hashings at once (issue 14 point 2, decision 034).
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { KDF_MAX_RUNNING, KDF_MAX_WAITING, kdfLoad, withKdfSlot } from './kdf-slots.ts';

describe('password hashing slots', () => {
  it('runs two at once, queues a bounded number in order, and refuses the rest with 503 until one ends', async () => {
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const work = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        releases.push(() => resolve(n));
      });
    const accepted = Array.from({ length: KDF_MAX_RUNNING + KDF_MAX_WAITING }, (_, n) =>
      withKdfSlot(work(n)),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(kdfLoad()).toEqual({ running: KDF_MAX_RUNNING, waiting: KDF_MAX_WAITING });
    expect(started).toEqual([0, 1]);

    const refused = await withKdfSlot(work(99)).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).headers).toEqual({ 'retry-after': '5' });

    // each end hands its slot to the next in line, never more than two running
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
      expect(kdfLoad().running).toBeLessThanOrEqual(KDF_MAX_RUNNING);
    }
    expect(await Promise.all(accepted)).toEqual(accepted.map((_, n) => n));
    expect(started).toEqual(accepted.map((_, n) => n));
    expect(kdfLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when the work fails', async () => {
    await expect(withKdfSlot(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(kdfLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

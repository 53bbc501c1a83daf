// Admission control's rules: at most maxRunning at once, a bounded line served in order, a fast busy
// error beyond it, a turn handed over without a gap, a caller that goes away leaving the line.
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { busyError, createAdmission } from './admission.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('admission', () => {
  it('runs at most maxRunning, lines up maxWaiting in order, refuses the rest with the busy error', async () => {
    const waited: number[] = [];
    const turns = createAdmission({
      maxRunning: 2,
      maxWaiting: 3,
      busy: () => busyError('busy now', 7),
      onWaited: (ms) => waited.push(ms),
    });
    const gates = Array.from({ length: 5 }, deferred);
    const order: number[] = [];
    const runs = gates.map((gate, n) =>
      turns.run(async () => {
        order.push(n);
        await gate.promise;
        return n;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(turns.load()).toEqual({ running: 2, waiting: 3 });
    const refused = await turns.run(async () => 99).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(503);
    expect((refused as AppError).headers['retry-after']).toBe('7');
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(waited).toHaveLength(3);
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('hands a turn straight to the next in line, and a failed work still gives its turn back', async () => {
    const turns = createAdmission({ maxRunning: 1, maxWaiting: 10, busy: () => busyError('busy', 1) });
    const first = turns.run(() => Promise.reject(new Error('boom')));
    const second = turns.run(async () => turns.load());
    await expect(first).rejects.toThrow('boom');
    expect(await second).toEqual({ running: 1, waiting: 0 });
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a caller that goes away leave the line without taking a turn', async () => {
    const turns = createAdmission({ maxRunning: 1, maxWaiting: 10, busy: () => busyError('busy', 1) });
    const gate = deferred();
    const holder = turns.run(() => gate.promise);
    const leaving = new AbortController();
    const gone = turns.run(async () => 'ran', leaving.signal);
    const next = turns.run(async () => 'next');
    await new Promise((r) => setImmediate(r));
    expect(turns.load()).toEqual({ running: 1, waiting: 2 });
    leaving.abort();
    await expect(gone).rejects.toMatchObject({ status: 400, reason: 'gone-while-waiting' });
    expect(turns.load()).toEqual({ running: 1, waiting: 1 });
    gate.resolve();
    await holder;
    expect(await next).toBe('next');
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
    // already gone: no turn at all
    await expect(turns.run(async () => 'x', leaving.signal)).rejects.toMatchObject({ status: 400 });
  });

  it('a release called twice gives back one turn', async () => {
    const turns = createAdmission({ maxRunning: 1, maxWaiting: 1, busy: () => busyError('busy', 1) });
    const release = await turns.acquire();
    release();
    release();
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
    const again = await turns.acquire();
    expect(turns.load()).toEqual({ running: 1, waiting: 0 });
    again();
  });
});

// Admission control (issue 19 point 5): at most `maxRunning` pieces of heavy work at once, a bounded
// line of callers waiting their turn, and beyond that a fast 503 with Retry-After. A turn is handed
// from the one that ends straight to the first in line, so `running` never dips in between and a
// newcomer never jumps the line. A caller that goes away while waiting (its signal aborts) leaves the
// line. Used for the password KDF (kdf-slots.ts) and the work-order search, whose connection must come
// from a small pool: waiting here for a turn, instead of in the pool with its connect timeout, is what
// keeps load that could wait from turning into 503s.
import { AppError } from './app-error.ts';

export type AdmissionLoad = { running: number; waiting: number };

/** Counts since start, for the metrics: turns given, those that waited and how long, callers refused. */
export type AdmissionStats = AdmissionLoad & {
  admitted: number;
  waited: number;
  waitedMsTotal: number;
  waitedMsMax: number;
  refused: number;
};

export type Admission = {
  /** Waits for a turn (or throws the busy error at once); call the returned function when done. */
  acquire(signal?: AbortSignal): Promise<() => void>;
  /** Runs `work` in a turn. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  load(): AdmissionLoad;
  stats(): AdmissionStats;
};

export type AdmissionOptions = {
  maxRunning: number;
  maxWaiting: number;
  busy: () => AppError;
  /** told of each caller that had to wait, once its turn came */
  onWaited?: (waitedMs: number, load: AdmissionLoad) => void;
};

/** The caller's client went away while it waited: a 4xx that nobody reads, logged as a refusal. */
export const goneWhileWaiting = () =>
  new AppError('bad_request', 'The request ended before its turn came.', { reason: 'gone-while-waiting' });

export function createAdmission(options: AdmissionOptions): Admission {
  let running = 0;
  const line: { start: () => void; leave: () => void }[] = [];
  const load = () => ({ running, waiting: line.length });
  const counts = { admitted: 0, waited: 0, waitedMsTotal: 0, waitedMsMax: 0, refused: 0 };

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = line.shift();
      if (next) next.start();
      else running--;
    };
  };

  async function acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) throw goneWhileWaiting();
    if (running < options.maxRunning) {
      running++;
      counts.admitted++;
      return releaser();
    }
    if (line.length >= options.maxWaiting) {
      counts.refused++;
      throw options.busy();
    }
    const since = performance.now();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          signal?.removeEventListener('abort', entry.leave);
          resolve();
        },
        leave: () => {
          const at = line.indexOf(entry);
          if (at >= 0) line.splice(at, 1);
          reject(goneWhileWaiting());
        },
      };
      signal?.addEventListener('abort', entry.leave, { once: true });
      line.push(entry);
    });
    const waitedMs = performance.now() - since;
    counts.admitted++;
    counts.waited++;
    counts.waitedMsTotal += waitedMs;
    counts.waitedMsMax = Math.max(counts.waitedMsMax, waitedMs);
    options.onWaited?.(waitedMs, load());
    return releaser();
  }

  return {
    acquire,
    async run(work, signal) {
      const release = await acquire(signal);
      try {
        return await work();
      } finally {
        release();
      }
    },
    load,
    stats: () => ({ ...load(), ...counts }),
  };
}

/** The 503 of a full line: the caller may come back shortly. */
export function busyError(message: string, retryAfterSeconds: number): AppError {
  return new AppError('unavailable', message, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

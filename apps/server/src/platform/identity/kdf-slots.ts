// At most a few password hashings at once in this process (issue 14, decision 034). Each PBKDF2 of
// 600,000 iterations holds one of libuv's four threads for ~0.3 s, the threads that file reads and
// other crypto also wait for: 120 concurrent password changes made a document download take 8 s
// instead of 5 ms. So two run at once, which leaves threads for everything else; a few dozen more
// wait their turn (a burst of honest sign-ups or password changes), and beyond that the caller is
// told at once that the server is busy (503 with Retry-After) instead of queueing without end. The
// guess limits (throttle.ts) are checked before any of this, so one client never gets this far often.
import { AppError } from '../http/app-error.ts';

export const KDF_MAX_RUNNING = 2;
export const KDF_MAX_WAITING = 32;
const RETRY_AFTER_SECONDS = 5;

let running = 0;
const waiting: (() => void)[] = [];

export const kdfBusy = () =>
  new AppError('unavailable', 'The server is busy checking passwords. Please try again in a moment.', {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });

/** Runs `work` (a password hashing) when a slot is free; throws 503 when too many already wait. */
export async function withKdfSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= KDF_MAX_RUNNING) {
    if (waiting.length >= KDF_MAX_WAITING) throw kdfBusy();
    // the slot is handed over by the one that ends, so `running` never drops in between
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** How many hashings run and wait now (for tests and metrics). */
export const kdfLoad = () => ({ running, waiting: waiting.length });

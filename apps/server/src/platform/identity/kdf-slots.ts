// At most a few password hashings at once in this process (issue 14, decision 034). Each PBKDF2 of
// 600,000 iterations holds one of libuv's four threads for ~0.3 s, the threads that file reads and
// other crypto also wait for: 120 concurrent password changes made a document download take 8 s
// instead of 5 ms. So two run at once, which leaves threads for everything else; a few dozen more
// wait their turn (a burst of honest sign-ups or password changes), and beyond that the caller is
// told at once that the server is busy (503 with Retry-After) instead of queueing without end. The
// guess limits (throttle.ts) are checked before any of this, so one client never gets this far often.
import { busyError, createAdmission } from '../http/admission.ts';

export const KDF_MAX_RUNNING = 2;
export const KDF_MAX_WAITING = 32;
const RETRY_AFTER_SECONDS = 5;

export const kdfBusy = () =>
  busyError('The server is busy checking passwords. Please try again in a moment.', RETRY_AFTER_SECONDS);

const slots = createAdmission({ maxRunning: KDF_MAX_RUNNING, maxWaiting: KDF_MAX_WAITING, busy: kdfBusy });

/** Runs `work` (a password hashing) when a slot is free; throws 503 when too many already wait. */
export const withKdfSlot = <T>(work: () => Promise<T>): Promise<T> => slots.run(work);

/** How many hashings run and wait now (for tests and metrics). */
export const kdfLoad = () => slots.load();

/** The slots' counts since start (the metrics). */
export const kdfStats = () => slots.stats();

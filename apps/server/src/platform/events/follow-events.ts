// Following the events outbox (the webhook dispatcher, the notification consumer): a pass on every NOTIFY
// of new events, on every `pollMs`, and again soon while committed events are still held back by a
// transaction in flight anywhere in the cluster (10 ms, doubling, up to `pollMs`). One pass at a time in
// a process: a wake during a pass runs one more after it. Lost, the LISTEN is opened again (the poll
// covers the gap), and a pass picks up what came meanwhile.
import type { Db } from '../db/database.ts';
import { keepListening } from '../db/listen.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { JobLog } from '../jobs/job-runner.ts';

export type EventFollower = { stop(): Promise<void>; /** runs a pass now (tests) */ wake(): void };

export type FollowOptions = {
  /** the NOTIFY channel of new events */
  channel: string;
  /** the LISTEN connection's application_name, as pg_stat_activity shows it */
  applicationName: string;
  pollMs: number;
  log: JobLog;
  /** what failed, in the log ("webhook dispatch", "notifications") */
  what: string;
  /**
   * One pass over what is there. Answers whether events wait that it could not take yet (held back, or
   * another server's pass holding the cursor): then the follower looks again soon. `stopped` says
   * whether stop() was called meanwhile, to leave a long pass between batches.
   */
  pass: (stopped: () => boolean) => Promise<boolean>;
};

export function followEvents(db: Db, options: FollowOptions): EventFollower {
  const { pollMs, log, what } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let heldBackTries = 0;
  let soon: NodeJS.Timeout | undefined;
  const isStopped = () => stopped;

  const passes = async () => {
    do {
      again = false;
      const waiting = await options.pass(isStopped);
      if (!stopped && waiting) {
        heldBackTries++;
        clearTimeout(soon);
        soon = setTimeout(wake, Math.min(pollMs, 10 * 2 ** Math.min(heldBackTries, 10)));
      } else heldBackTries = 0;
    } while (again && !stopped);
  };

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = passes()
      .catch((err: unknown) => {
        // a database stopping (every Ctrl+C) or away is no fault of the pass (decision 098)
        if (isDatabaseUnavailable(err)) log.warn({ err }, `${what} failed; trying again at the next poll`);
        else log.error({ err }, `${what} failed; trying again at the next poll`);
      })
      .finally(() => {
        running = null;
      });
  }

  const listening = keepListening(db, options.channel, {
    applicationName: options.applicationName,
    onNotification: wake,
    onListening: wake,
  });
  const poll = setInterval(wake, pollMs);
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(soon);
      await listening.stop();
      await running;
    },
  };
}

// The work-order searches' turns at the database pool (issue 19 point 5, decision 066). A search holds
// one pool connection while PostgreSQL sends its rows; fifty at once used to wait in the pool itself,
// whose connect timeout (3 s) turned load that could wait into 503s. Now at most `maxRunning` searches
// hold connections (the pool's size less 3, so sign-ins and other calls always find one) and the rest
// wait in line here, without a timeout of their own: a waiting search holds nothing but its socket.
// Only a full line answers 503 with Retry-After. Each wait is logged with the line's length.
import type { FastifyBaseLogger } from 'fastify';
import { busyError, createAdmission, type Admission } from '../../platform/http/admission.ts';

export const SEARCHES_BUSY = 'The server is busy with other searches. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 5;
/** a wait shorter than this is not worth a log line */
const LOG_WAITS_FROM_MS = 250;

export function createSearchAdmission(
  settings: { searchMaxRunning: number; searchMaxWaiting: number },
  log: Pick<FastifyBaseLogger, 'info'>,
): Admission {
  return createAdmission({
    maxRunning: settings.searchMaxRunning,
    maxWaiting: settings.searchMaxWaiting,
    busy: () => busyError(SEARCHES_BUSY, RETRY_AFTER_SECONDS),
    onWaited(waitedMs, load) {
      if (waitedMs >= LOG_WAITS_FROM_MS)
        log.info(
          { searchQueue: { waitedMs: Math.round(waitedMs), running: load.running, waiting: load.waiting } },
          'a work-order search waited for its turn at the database',
        );
    },
  });
}

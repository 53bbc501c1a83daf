// After a requirement changes, every vendor's stored states follow (decision 112) through a durable job
// queued in the change's transaction: a rollback takes it with it, a crash after the commit still runs
// it, and many changes in a row collapse into one waiting job (one job key) since each recomputes all.
import type { Db } from '../../platform/db/database.ts';
import { enqueue } from '../../platform/jobs/enqueue.ts';
import { complianceToday, refreshCompliance } from '../../domain/compliance/refresh-compliance.ts';

export const COMPLIANCE_REFRESH_JOB = 'compliance-refresh';
const JOB_KEY = 'compliance-refresh-all';

/** Queues the recompute of every vendor's states, in `tx` (the requirement change's transaction). */
export function queueComplianceRefresh(tx: Db): Promise<void> {
  return enqueue(tx, COMPLIANCE_REFRESH_JOB, {}, { jobKey: JOB_KEY });
}

/** The job's handler (jobs.ts): all vendors' states as of today. */
export const complianceRefreshJob = (db: Db) => async (): Promise<void> => {
  await refreshCompliance(db, 'all', complianceToday());
};

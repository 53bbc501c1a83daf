// Housekeeping of the Excel exports (decision 032): a stored export is a link's target for a while,
// then goes.
import { findExportsOlderThan, forgetExport } from './work-orders.repository.ts';
import type { WorkOrdersDeps } from './work-orders-shared.ts';

const PRUNE_BATCH = 200;

/**
 * Deletes the Excel exports stored more than `hours` ago, blob first and then its record, so that a
 * failure half way leaves a record to try again (housekeeping, decision 032). Answers how many went.
 */
export async function pruneExports(
  deps: Pick<WorkOrdersDeps, 'db' | 'blobs'>,
  hours: number,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const keys = await findExportsOlderThan(deps.db, hours, PRUNE_BATCH);
    for (const key of keys) {
      await deps.blobs.delete(key);
      await forgetExport(deps.db, key);
      deleted++;
    }
    if (keys.length < PRUNE_BATCH) return deleted;
  }
}

// Where a compliance document meets the document upload (decision 112): the compliance row is written
// with the upload link and learns its file when the bytes pass the checks, in the transaction that
// writes the document (so the data never points at a file that was refused); a row whose file never
// came goes with its expired upload. After any change of a company document, the vendor's stored
// states are recomputed (a certificate approved, rejected or removed can change who may be dispatched).
import type { Db } from '../../platform/db/database.ts';
import { complianceToday, refreshCompliance } from './refresh-compliance.ts';

export { attachComplianceFile, dropUnfinishedCompliance } from './compliance-files.repository.ts';

/** A company document (ordNum null) changed: the vendor's stored compliance states follow. */
export async function afterCompanyDocumentChange(
  db: Db,
  vendorId: number,
  ordNum: number | null,
): Promise<void> {
  if (ordNum !== null) return;
  await refreshCompliance(db, [vendorId], complianceToday());
}

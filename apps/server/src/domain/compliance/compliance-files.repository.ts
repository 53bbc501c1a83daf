// The SQL of a compliance document meeting its upload (compliance-files.ts says when each runs).
import type { Db } from '../../platform/db/database.ts';

/** Points the compliance row of this upload (certificate, W-9, licence or endorsement) at its document. */
export async function attachComplianceFile(tx: Db, uploadId: string, documentId: number): Promise<void> {
  await tx
    .updateTable('compliance_documents')
    .set({ document_id: documentId })
    .where('upload_id', '=', uploadId)
    .execute();
  await tx
    .updateTable('compliance_documents')
    .set({ endorsement_document_id: documentId })
    .where('endorsement_upload_id', '=', uploadId)
    .execute();
}

/** The compliance row of an upload that expired without its file. */
export async function dropUnfinishedCompliance(db: Db, uploadId: string): Promise<void> {
  await db
    .deleteFrom('compliance_documents')
    .where('upload_id', '=', uploadId)
    .where('document_id', 'is', null)
    .execute();
}

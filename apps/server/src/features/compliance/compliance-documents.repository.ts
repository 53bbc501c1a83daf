// The compliance documents' SQL (decision 112): the row written with an upload link, the vendor's
// documents with their review for the compliance page, and the W-9 confirmed again.
import type { ComplianceDocument, Coverage } from '@vp/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { ComplianceDocuments } from '../../platform/db/schema.generated.ts';
import { maskTaxId } from '@vp/contracts';

export async function insertComplianceDocument(
  db: Db,
  row: Insertable<ComplianceDocuments>,
): Promise<number> {
  const { id } = await db
    .insertInto('compliance_documents')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const num = (v: string | null) => (v === null ? null : Number(v));

/** The vendor's compliance documents whose file has arrived, newest first, the taxpayer id masked. */
export async function listComplianceDocuments(db: Db, vendorId: number): Promise<ComplianceDocument[]> {
  const rows = await db
    .selectFrom('compliance_documents as cd')
    .innerJoin('order_documents as od', 'od.id', 'cd.document_id')
    .leftJoin('users as u', 'u.id', 'cd.holder_user_id')
    .select([
      'cd.id',
      'cd.kind',
      'od.status',
      'od.rejection_reason',
      'od.id as file_document_id',
      'od.file_name',
      'od.created_at',
      'cd.endorsement_document_id',
      'cd.coverage',
      'cd.insurer',
      'cd.naic',
      'cd.policy_number',
      'cd.each_occurrence',
      'cd.aggregate',
      'cd.additional_insured',
      'cd.waiver_of_subrogation',
      'cd.licence_state',
      'cd.licence_trade',
      'cd.licence_number',
      'cd.holder_user_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'cd.legal_name',
      'cd.tin_type',
      'cd.tin_last4',
      'cd.confirmed_on',
      'cd.effective_on',
      'cd.expires_on',
    ])
    .where('cd.vendor_id', '=', vendorId)
    .orderBy('od.created_at', 'desc')
    .orderBy('cd.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ComplianceDocument['kind'],
    status: r.status,
    rejectionReason: r.status === 'rejected' ? r.rejection_reason : null,
    fileDocumentId: r.file_document_id,
    fileName: r.file_name,
    endorsementDocumentId: r.endorsement_document_id,
    uploadedAt: r.created_at.toISOString(),
    coverage: r.coverage as Coverage | null,
    insurer: r.insurer,
    naic: r.naic,
    policyNumber: r.policy_number,
    eachOccurrence: num(r.each_occurrence),
    aggregate: num(r.aggregate),
    additionalInsured: r.additional_insured,
    waiverOfSubrogation: r.waiver_of_subrogation,
    licenceState: r.licence_state,
    licenceTrade: r.licence_trade,
    licenceNumber: r.licence_number,
    holder:
      r.holder_user_id === null
        ? null
        : {
            userId: r.holder_user_id,
            name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || (r.email ?? ''),
          },
    legalName: r.legal_name,
    taxId: r.tin_type && r.tin_last4 ? maskTaxId(r.tin_type as 'ssn' | 'ein', r.tin_last4) : null,
    confirmedOn: r.confirmed_on,
    effectiveOn: r.effective_on,
    expiresOn: r.expires_on,
  }));
}

/** Is this an active user of the vendor (a technician a licence can be held by)? */
export async function isActiveUserOf(db: Db, vendorId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('vendor_id', '=', vendorId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/** The vendor's newest approved W-9 confirmed today; its id, or undefined when there is none. */
export async function confirmNewestW9(db: Db, vendorId: number, today: string): Promise<number | undefined> {
  const newest = await db
    .selectFrom('compliance_documents as cd')
    .innerJoin('order_documents as od', 'od.id', 'cd.document_id')
    .select('cd.id')
    .where('cd.vendor_id', '=', vendorId)
    .where('cd.kind', '=', 'w9')
    .where('od.status', '=', 'approved')
    .orderBy('od.created_at', 'desc')
    .orderBy('cd.id', 'desc')
    .executeTakeFirst();
  if (!newest) return undefined;
  await db
    .updateTable('compliance_documents')
    .set({ confirmed_on: today })
    .where('id', '=', newest.id)
    .execute();
  return newest.id;
}

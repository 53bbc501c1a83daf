// The SQL of a compliance document's view in the review queue (decision 112): the data stored beside
// each file (the taxpayer id's last four digits and type only, never its cipher text).
import type { Db } from '../../platform/db/database.ts';
import { DOCUMENT_FACT_COLUMNS } from './compliance-facts.repository.ts';

/** The compliance rows of these documents (by the order_documents id of their file). */
export function complianceRowsOfDocuments(db: Db, documentIds: readonly number[]) {
  return db
    .selectFrom('compliance_documents as cd')
    .innerJoin('order_documents as od', 'od.id', 'cd.document_id')
    .leftJoin('users as u', 'u.id', 'cd.holder_user_id')
    .select([
      ...DOCUMENT_FACT_COLUMNS,
      'cd.vendor_id as vendorId',
      'cd.document_id as documentId',
      'u.first_name as holderFirstName',
      'u.last_name as holderLastName',
      'u.email as holderEmail',
      'cd.insurer',
      'cd.naic',
      'cd.policy_number as policyNumber',
      'cd.licence_number as licenceNumber',
      'cd.legal_name as legalName',
      'cd.tin_type as tinType',
      'cd.tin_last4 as tinLast4',
    ])
    .where('cd.document_id', 'in', documentIds)
    .execute();
}

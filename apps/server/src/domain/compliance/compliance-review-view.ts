// A compliance document as the company's reviewer sees it (issue 40 point 4, decision 112): its data
// (coverage, insurer, NAIC, policy, limits, additional insured and waiver with the endorsement, dates;
// a W-9's legal name and masked taxpayer id; a licence's state, trade, number and holder) and each
// requirement of the vendor it is checked against, with the shortfall named, so that the reviewer
// decides with what the certificate lacks in view. The document review's capabilities on the console
// and the provider API read it, so it sits in domain/.
import { maskTaxId, requirementTitle, type ComplianceReview } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { documentFactsOf, listRequirementFacts, loadVendorFacts } from './compliance-facts.repository.ts';
import {
  appliesTo,
  shortfallsOf,
  type DocumentFacts,
  type RequirementFacts,
} from './evaluate-requirement.ts';
import { complianceRowsOfDocuments } from './compliance-review-view.repository.ts';

/** Is the requirement about this kind of document (and, for insurance, this coverage)? */
const isAbout = (req: RequirementFacts, doc: DocumentFacts) =>
  req.kind === doc.kind && (req.kind !== 'insurance' || req.coverage === doc.coverage);

/** The review views of these documents (by their order_documents id); other documents have none. */
export async function complianceReviewsOf(
  db: Db,
  documentIds: readonly number[],
): Promise<Map<number, ComplianceReview>> {
  const out = new Map<number, ComplianceReview>();
  if (documentIds.length === 0) return out;
  const rows = await complianceRowsOfDocuments(db, documentIds);
  if (rows.length === 0) return out;
  const [requirements, vendors] = await Promise.all([
    listRequirementFacts(db),
    loadVendorFacts(db, [...new Set(rows.map((r) => r.vendorId))]),
  ]);
  for (const row of rows) {
    const facts = documentFactsOf(row);
    const vendor = vendors.get(row.vendorId) ?? { state: '', trades: [] };
    const checks = requirements
      .filter((req) => appliesTo(req, vendor) && isAbout(req, facts))
      .map((req) => ({
        requirementId: req.id,
        title: requirementTitle(req),
        shortfalls: shortfallsOf(req, facts),
      }));
    out.set(row.documentId as number, {
      id: row.id,
      kind: facts.kind,
      endorsementDocumentId: row.endorsementDocumentId,
      coverage: facts.coverage,
      insurer: row.insurer,
      naic: row.naic,
      policyNumber: row.policyNumber,
      eachOccurrence: facts.eachOccurrence,
      aggregate: facts.aggregate,
      additionalInsured: row.additionalInsured,
      waiverOfSubrogation: row.waiverOfSubrogation,
      licenceState: row.licenceState,
      licenceTrade: row.licenceTrade,
      licenceNumber: row.licenceNumber,
      holder:
        row.holderUserId === null
          ? null
          : {
              userId: row.holderUserId,
              name:
                `${row.holderFirstName ?? ''} ${row.holderLastName ?? ''}`.trim() || (row.holderEmail ?? ''),
            },
      legalName: row.legalName,
      // only the masked form ever leaves the server (issue 40 point 4)
      taxId: row.tinType && row.tinLast4 ? maskTaxId(row.tinType as 'ssn' | 'ein', row.tinLast4) : null,
      confirmedOn: row.confirmedOn,
      effectiveOn: row.effectiveOn,
      expiresOn: row.expiresOn,
      checks,
    });
  }
  return out;
}

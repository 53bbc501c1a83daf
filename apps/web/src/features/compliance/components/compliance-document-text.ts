// How a compliance document on file reads in the list (issue 40 point 4): what it is, its key data,
// its review and its dates. Plain functions, so the list's wording is tested without drawing it.
import { COMPLIANCE_KIND_LABELS, COVERAGE_LABELS, formatLimit, type ComplianceDocument } from '@vp/contracts';
import { formatDate } from '../../../lib/format.ts';

/** "Certificate of insurance: General liability", "Licence: NY Plumbing", "W-9". */
export function documentTitle(doc: ComplianceDocument): string {
  const kind = COMPLIANCE_KIND_LABELS[doc.kind];
  if (doc.kind === 'insurance' && doc.coverage) return `${kind}: ${COVERAGE_LABELS[doc.coverage]}`;
  if (doc.kind === 'licence')
    return `${kind}: ${[doc.licenceState, doc.licenceTrade].filter(Boolean).join(' ')}`.trim();
  return kind;
}

/** The data that matters, one short line each (the taxpayer id only masked, as the server sends it). */
export function documentDetails(doc: ComplianceDocument): string[] {
  if (doc.kind === 'insurance') {
    const endorsed = [
      doc.additionalInsured ? 'Additional insured' : null,
      doc.waiverOfSubrogation ? 'Waiver of subrogation' : null,
    ].filter(Boolean);
    return [
      [doc.insurer, doc.naic ? `NAIC ${doc.naic}` : null].filter(Boolean).join(', '),
      doc.policyNumber ? `Policy ${doc.policyNumber}` : '',
      doc.eachOccurrence === null ? '' : `${formatLimit(doc.eachOccurrence)} per occurrence`,
      doc.aggregate === null ? '' : `${formatLimit(doc.aggregate)} aggregate`,
      endorsed.join(', '),
    ].filter((line) => line !== '');
  }
  if (doc.kind === 'w9')
    return [doc.legalName ?? '', doc.taxId ? `Taxpayer id ${doc.taxId}` : ''].filter((l) => l !== '');
  return [
    doc.licenceNumber ? `Number ${doc.licenceNumber}` : '',
    `Held by ${doc.holder ? doc.holder.name : 'the company'}`,
  ].filter((line) => line !== '');
}

/** "Effective 01/01/2026, expires 01/01/2027"; a W-9's last confirmation. */
export function documentDates(doc: ComplianceDocument): string {
  if (doc.kind === 'w9') return doc.confirmedOn ? `Confirmed ${formatDate(doc.confirmedOn)}` : '';
  return [
    doc.effectiveOn ? `Effective ${formatDate(doc.effectiveOn)}` : null,
    doc.expiresOn ? `expires ${formatDate(doc.expiresOn)}` : null,
  ]
    .filter(Boolean)
    .join(', ')
    .replace(/^expires/, 'Expires');
}

/** The review: Under review until the company decides; a rejection with its reason. */
export function documentReview(doc: ComplianceDocument): string {
  if (doc.status === 'pending') return 'Under review';
  if (doc.status === 'approved') return 'Approved';
  return doc.rejectionReason ? `Rejected: ${doc.rejectionReason}` : 'Rejected';
}

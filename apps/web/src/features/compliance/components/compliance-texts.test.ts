import { describe, expect, it } from 'vitest';
import type { ComplianceDocument, ComplianceOverview, ComplianceRequirementStatus } from '@vp/contracts';
import { documentDates, documentDetails, documentReview, documentTitle } from './compliance-document-text.ts';
import { notDispatchableTexts } from './not-dispatchable-text.ts';

const base: ComplianceDocument = {
  id: 1,
  kind: 'insurance',
  status: 'pending',
  rejectionReason: null,
  fileDocumentId: 10,
  fileName: 'coi.pdf',
  endorsementDocumentId: null,
  uploadedAt: '2026-01-02T15:00:00Z',
  coverage: 'general-liability',
  insurer: 'Hartford Fire',
  naic: '19682',
  policyNumber: 'GL-123',
  eachOccurrence: 500000,
  aggregate: 1000000,
  additionalInsured: true,
  waiverOfSubrogation: false,
  licenceState: null,
  licenceTrade: null,
  licenceNumber: null,
  holder: null,
  legalName: null,
  taxId: null,
  confirmedOn: null,
  effectiveOn: '2026-01-01',
  expiresOn: '2027-01-01',
};

describe('a compliance document as the list reads it', () => {
  it('a certificate: its coverage, insurer, policy, limits, endorsements and dates', () => {
    expect(documentTitle(base)).toBe('Certificate of insurance: General liability');
    expect(documentDetails(base)).toEqual([
      'Hartford Fire, NAIC 19682',
      'Policy GL-123',
      '$500,000 per occurrence',
      '$1,000,000 aggregate',
      'Additional insured',
    ]);
    expect(documentDates(base)).toBe('Effective 01/01/2026, expires 01/01/2027');
    expect(documentReview(base)).toBe('Under review');
  });

  it('a W-9: the legal name and only the masked taxpayer id', () => {
    const w9 = {
      ...base,
      kind: 'w9' as const,
      coverage: null,
      legalName: 'Northwind Mechanical LLC',
      taxId: 'XXX-XX-6789',
      confirmedOn: '2026-03-04',
      effectiveOn: null,
      expiresOn: null,
    };
    expect(documentTitle(w9)).toBe('W-9');
    expect(documentDetails(w9)).toEqual(['Northwind Mechanical LLC', 'Taxpayer id XXX-XX-6789']);
    expect(documentDates(w9)).toBe('Confirmed 03/04/2026');
  });

  it("a licence: state, trade, number and holder; a rejection with the company's reason", () => {
    const licence = {
      ...base,
      kind: 'licence' as const,
      coverage: null,
      licenceState: 'NY',
      licenceTrade: 'Plumbing',
      licenceNumber: 'PL-1',
      holder: { userId: 4, name: 'Pat Tech' },
      effectiveOn: null,
      status: 'rejected' as const,
      rejectionReason: 'The licence number is unreadable.',
    };
    expect(documentTitle(licence)).toBe('Licence: NY Plumbing');
    expect(documentDetails(licence)).toEqual(['Number PL-1', 'Held by Pat Tech']);
    expect(documentDates(licence)).toBe('Expires 01/01/2027');
    expect(documentReview(licence)).toBe('Rejected: The licence number is unreadable.');
    expect(documentDetails({ ...licence, holder: null })).toContain('Held by the company');
  });
});

const requirement = (over: Partial<ComplianceRequirementStatus>): ComplianceRequirementStatus => ({
  id: 1,
  kind: 'w9',
  clientId: null,
  clientName: null,
  trade: null,
  state: null,
  coverage: null,
  minEachOccurrence: null,
  minAggregate: null,
  additionalInsured: false,
  waiverOfSubrogation: false,
  perTechnician: false,
  title: 'W-9',
  status: 'missing',
  heldThrough: null,
  shortfalls: ['No W-9 on file'],
  documentId: null,
  ...over,
});

describe('the not-dispatchable banner', () => {
  it('names each client and trade with the requirements in the way and their states', () => {
    const overview: ComplianceOverview = {
      requirements: [
        requirement({}),
        requirement({
          id: 2,
          kind: 'insurance',
          clientId: 7,
          clientName: 'Acme Stores',
          trade: 'HVAC',
          title: 'General liability for Acme Stores, HVAC',
          status: 'under-review',
        }),
        requirement({ id: 3, clientId: 7, clientName: 'Acme Stores', trade: 'HVAC', status: 'held' }),
      ],
      documents: [],
      notDispatchable: [
        { clientName: null, trade: null },
        { clientName: 'Acme Stores', trade: 'HVAC' },
      ],
    };
    expect(notDispatchableTexts(overview)).toEqual([
      'Not dispatchable for every client, every trade: W-9 (Missing)',
      'Not dispatchable for Acme Stores, HVAC: General liability for Acme Stores, HVAC (Under review)',
    ]);
  });
});

// Compliance states as days pass (issue 40 point 5, decision 112), with a fixed clock: held, expiring
// within 60 days, expired, missing, under review, rejected; a certificate that starts later counts from
// its effective day; a renewal that starts when the current cover ends keeps it held; the shortfall
// texts name what is short; a licence each technician holds names the technicians without one.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  appliesTo,
  evaluateRequirement,
  type DocumentFacts,
  type RequirementFacts,
} from './evaluate-requirement.ts';

const gl: RequirementFacts = {
  id: 1,
  kind: 'insurance',
  clientId: 7,
  trade: 'Plumbing',
  state: null,
  coverage: 'general-liability',
  minEachOccurrence: 1_000_000,
  minAggregate: 2_000_000,
  additionalInsured: false,
  waiverOfSubrogation: false,
  perTechnician: false,
};

let nextId = 1;
function cert(over: Partial<DocumentFacts> = {}): DocumentFacts {
  return {
    id: nextId++,
    kind: 'insurance',
    status: 'approved',
    rejectionReason: null,
    uploadedAt: new Date('2026-01-01T00:00:00Z'),
    hasEndorsement: false,
    holderUserId: null,
    coverage: 'general-liability',
    eachOccurrence: 1_000_000,
    aggregate: 2_000_000,
    additionalInsured: false,
    waiverOfSubrogation: false,
    licenceState: null,
    licenceTrade: null,
    confirmedOn: null,
    effectiveOn: '2026-01-01',
    expiresOn: '2027-01-01',
    ...over,
  };
}

describe('a certificate of insurance as days pass', () => {
  const doc = cert();
  it('is held while more than 60 days remain, through the day before its expiry', () => {
    const s = evaluateRequirement(gl, [doc], [], '2026-06-01');
    expect(s).toMatchObject({ state: 'held', heldThrough: '2026-12-31', shortfalls: [], documentId: doc.id });
    expect(s).toMatchObject({ endsOn: '2027-01-01', renewalPending: false });
  });
  it('is expiring from 60 days before its expiry', () => {
    expect(evaluateRequirement(gl, [doc], [], addDays('2027-01-01', -61)).state).toBe('held');
    const s = evaluateRequirement(gl, [doc], [], addDays('2027-01-01', -60));
    expect(s.state).toBe('expiring');
    expect(s.shortfalls).toEqual(['Expires on 2027-01-01']);
  });
  it('is expired on its expiry day', () => {
    const s = evaluateRequirement(gl, [doc], [], '2027-01-01');
    expect(s).toMatchObject({ state: 'expired', heldThrough: null, shortfalls: ['Expired on 2027-01-01'] });
  });
  it('counts a certificate that starts later from its effective day, not before', () => {
    const future = cert({ effectiveOn: '2026-12-01', expiresOn: '2027-12-01' });
    const before = evaluateRequirement(gl, [future], [], '2026-11-28');
    expect(before.state).toBe('missing');
    expect(before.shortfalls).toEqual(['Your certificate starts on 2026-12-01; nothing covers today']);
    expect(evaluateRequirement(gl, [future], [], '2026-12-01').state).toBe('held');
  });
  it('stays held across a renewal that starts when the current cover ends', () => {
    const renewal = cert({ effectiveOn: '2027-01-01', expiresOn: '2028-01-01' });
    const s = evaluateRequirement(gl, [doc, renewal], [], '2026-12-15');
    expect(s).toMatchObject({
      state: 'held',
      heldThrough: '2027-12-31',
      shortfalls: [],
      documentId: renewal.id,
    });
  });
  it('says a renewal is under review while the current cover is expiring', () => {
    const pending = cert({ status: 'pending', effectiveOn: '2027-01-01', expiresOn: '2028-01-01' });
    const s = evaluateRequirement(gl, [doc, pending], [], '2026-12-15');
    expect(s).toMatchObject({
      state: 'expiring',
      shortfalls: ['Your renewal is under review'],
      renewalPending: true,
    });
  });
});

describe('what is short', () => {
  it('names the limit the certificate lacks, with both amounts', () => {
    const low = cert({ eachOccurrence: 500_000, aggregate: 1_000_000 });
    const s = evaluateRequirement(gl, [low], [], '2026-06-01');
    expect(s.state).toBe('missing');
    expect(s.shortfalls).toEqual([
      'General liability $1,000,000 per occurrence required, certificate shows $500,000',
      'General liability $2,000,000 aggregate required, certificate shows $1,000,000',
    ]);
  });
  it('asks for the endorsement when the requirement names additional insured or a waiver', () => {
    const req = { ...gl, additionalInsured: true, waiverOfSubrogation: true };
    const without = cert({ additionalInsured: true, waiverOfSubrogation: false });
    expect(evaluateRequirement(req, [without], [], '2026-06-01').shortfalls).toEqual([
      'The company must be named as additional insured, with the endorsement attached',
      'A waiver of subrogation is required, with the endorsement attached',
    ]);
    const withBoth = cert({ additionalInsured: true, waiverOfSubrogation: true, hasEndorsement: true });
    expect(evaluateRequirement(req, [withBoth], [], '2026-06-01').state).toBe('held');
  });
  it('is under review while the only certificate waits, showing its shortfall at once', () => {
    const pending = cert({ status: 'pending', eachOccurrence: 500_000 });
    const s = evaluateRequirement(gl, [pending], [], '2026-06-01');
    expect(s.state).toBe('under-review');
    expect(s.shortfalls[0]).toBe(
      'General liability $1,000,000 per occurrence required, certificate shows $500,000',
    );
  });
  it('is rejected with the reason when the newest certificate was rejected', () => {
    const rejected = cert({ status: 'rejected', rejectionReason: 'Unsigned' });
    expect(evaluateRequirement(gl, [rejected], [], '2026-06-01')).toMatchObject({
      state: 'rejected',
      shortfalls: ['Rejected: Unsigned'],
    });
  });
  it('is missing with nothing on file, naming the coverage', () => {
    expect(evaluateRequirement(gl, [], [], '2026-06-01')).toEqual({
      state: 'missing',
      heldThrough: null,
      shortfalls: ['No general liability certificate on file'],
      documentId: null,
      endsOn: null,
      renewalPending: false,
    });
  });
  it('does not take another coverage for this one', () => {
    const auto = cert({ coverage: 'auto-liability' });
    expect(evaluateRequirement(gl, [auto], [], '2026-06-01').state).toBe('missing');
  });
});

describe('a W-9', () => {
  const w9req: RequirementFacts = {
    ...gl,
    kind: 'w9',
    coverage: null,
    minEachOccurrence: null,
    minAggregate: null,
  };
  const w9 = cert({
    kind: 'w9',
    coverage: null,
    effectiveOn: null,
    expiresOn: null,
    confirmedOn: '2026-03-01',
  });
  it('counts a year from its last confirmation, then asks to confirm it again', () => {
    expect(evaluateRequirement(w9req, [w9], [], '2026-06-01').state).toBe('held');
    expect(evaluateRequirement(w9req, [w9], [], '2027-01-15').state).toBe('expiring');
    expect(evaluateRequirement(w9req, [w9], [], '2027-03-01')).toMatchObject({
      state: 'expired',
      shortfalls: ['Your W-9 must be confirmed again every year'],
    });
  });
});

describe('a licence each technician holds', () => {
  const req: RequirementFacts = {
    ...gl,
    kind: 'licence',
    coverage: null,
    minEachOccurrence: null,
    minAggregate: null,
    state: 'NY',
    perTechnician: true,
  };
  const licence = (holder: number, over: Partial<DocumentFacts> = {}) =>
    cert({
      kind: 'licence',
      coverage: null,
      holderUserId: holder,
      licenceState: 'ny',
      licenceTrade: 'plumbing',
      ...over,
    });
  const techs = [
    { userId: 1, name: 'Ann Lee' },
    { userId: 2, name: 'Bo Diaz' },
  ];
  it('is held when every technician holds one', () => {
    expect(evaluateRequirement(req, [licence(1), licence(2)], techs, '2026-06-01').state).toBe('held');
  });
  it('names the technicians without a valid one', () => {
    const s = evaluateRequirement(req, [licence(1), licence(2, { licenceState: 'NJ' })], techs, '2026-06-01');
    expect(s).toMatchObject({
      state: 'missing',
      shortfalls: ['Technicians without a valid licence: Bo Diaz'],
    });
  });
  it('is held when the company has no technicians', () => {
    expect(evaluateRequirement(req, [], [], '2026-06-01').state).toBe('held');
  });
});

describe('which vendors a requirement concerns', () => {
  it('matches the trade and the state of the address, ignoring case', () => {
    const req = { ...gl, state: 'NY' };
    expect(appliesTo(req, { state: 'ny', trades: ['plumbing'] })).toBe(true);
    expect(appliesTo(req, { state: 'NJ', trades: ['Plumbing'] })).toBe(false);
    expect(appliesTo(req, { state: 'NY', trades: ['HVAC'] })).toBe(false);
    expect(appliesTo({ ...gl, trade: null }, { state: 'TX', trades: [] })).toBe(true);
  });
});

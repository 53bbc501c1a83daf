// Where a vendor stands on one requirement (issue 40 point 5, decision 112), computed from the
// documents on file and a day: pure, so the page, the stored states, the reminders and the tests with
// a fixed clock all give the same answer. Days are 'YYYY-MM-DD' texts (they compare as text).
// A document covers from its effective day (a certificate that starts later is accepted and counts
// from then) up to the day before its expiry (an ACORD policy ends at 12:01 am on the expiry day); a
// W-9 counts for W9_VALID_DAYS from its last confirmation. Cover is followed without a gap from today,
// so a renewal that starts when the current certificate ends keeps the requirement held.
import {
  COMPLIANCE_TEXTS,
  EXPIRING_WITHIN_DAYS,
  W9_VALID_DAYS,
  endorsementShortfall,
  limitShortfall,
  type ComplianceState,
  type Coverage,
} from '@vp/contracts';

export type RequirementFacts = {
  id: number;
  kind: 'insurance' | 'w9' | 'licence';
  clientId: number | null;
  trade: string | null;
  state: string | null;
  coverage: Coverage | null;
  minEachOccurrence: number | null;
  minAggregate: number | null;
  additionalInsured: boolean;
  waiverOfSubrogation: boolean;
  perTechnician: boolean;
};

export type DocumentFacts = {
  id: number;
  kind: 'insurance' | 'w9' | 'licence';
  status: 'pending' | 'approved' | 'rejected';
  rejectionReason: string | null;
  uploadedAt: Date;
  hasEndorsement: boolean;
  holderUserId: number | null;
  coverage: Coverage | null;
  eachOccurrence: number | null;
  aggregate: number | null;
  additionalInsured: boolean | null;
  waiverOfSubrogation: boolean | null;
  licenceState: string | null;
  licenceTrade: string | null;
  confirmedOn: string | null;
  effectiveOn: string | null;
  expiresOn: string | null;
};

export type Technician = { userId: number; name: string };

export type Standing = {
  state: ComplianceState;
  /** the last day covered without a gap from today (null: not covered today) */
  heldThrough: string | null;
  shortfalls: string[];
  /** the document whose cover ends the run (the one reminders are about), else the one that decides */
  documentId: number | null;
  /** the first day that document no longer covers, when it is held, expiring or expired */
  endsOn: string | null;
  /** a newer document of the requirement waits for review (a reminder would only ask for it again) */
  renewalPending: boolean;
};

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const same = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The first day a document no longer covers (null: it never ends). */
function endOf(doc: DocumentFacts): string | null {
  if (doc.kind === 'w9') return doc.confirmedOn === null ? null : addDays(doc.confirmedOn, W9_VALID_DAYS);
  return doc.expiresOn;
}

/** Is this document about what the requirement asks (whatever its limits or review)? */
function isAbout(req: RequirementFacts, doc: DocumentFacts, holder: number | null): boolean {
  if (doc.kind !== req.kind) return false;
  if (req.kind === 'insurance') return doc.coverage === req.coverage;
  if (req.kind === 'licence') {
    return (
      doc.holderUserId === holder &&
      (req.state === null || same(doc.licenceState, req.state)) &&
      (req.trade === null || same(doc.licenceTrade, req.trade))
    );
  }
  return true;
}

/** What the document lacks against the requirement's limits and endorsements ([] when nothing). */
export function shortfallsOf(req: RequirementFacts, doc: DocumentFacts): string[] {
  if (req.kind !== 'insurance' || req.coverage === null) return [];
  const out: string[] = [];
  if (req.minEachOccurrence !== null && (doc.eachOccurrence ?? 0) < req.minEachOccurrence) {
    out.push(limitShortfall(req.coverage, 'each-occurrence', req.minEachOccurrence, doc.eachOccurrence));
  }
  if (req.minAggregate !== null && (doc.aggregate ?? 0) < req.minAggregate) {
    out.push(limitShortfall(req.coverage, 'aggregate', req.minAggregate, doc.aggregate));
  }
  if (req.additionalInsured && !(doc.additionalInsured && doc.hasEndorsement)) {
    out.push(endorsementShortfall('additional-insured'));
  }
  if (req.waiverOfSubrogation && !(doc.waiverOfSubrogation && doc.hasEndorsement)) {
    out.push(endorsementShortfall('waiver'));
  }
  return out;
}

/** Standing of one holder (the company: null, or one technician) on one requirement. */
function standingOf(
  req: RequirementFacts,
  all: readonly DocumentFacts[],
  holder: number | null,
  today: string,
): Standing {
  const docs = all.filter((d) => isAbout(req, d, holder));
  const qualifying = docs.filter((d) => d.status === 'approved' && shortfallsOf(req, d).length === 0);
  // follow the cover from today without a gap
  let cursor = today;
  let last: DocumentFacts | undefined;
  for (;;) {
    let best: DocumentFacts | undefined;
    for (const d of qualifying) {
      const end = endOf(d);
      const starts = d.effectiveOn === null || d.effectiveOn <= cursor;
      if (!starts || (end !== null && end <= cursor)) continue;
      if (!best || (endOf(best) !== null && (end === null || end > (endOf(best) as string)))) best = d;
    }
    if (!best) break;
    last = best;
    const end = endOf(best);
    if (end === null) break;
    cursor = end;
  }
  const newest = [...docs].sort((a, b) => b.uploadedAt.getTime() - a.uploadedAt.getTime());
  const pending = newest.find((d) => d.status === 'pending');
  if (last) {
    const end = endOf(last);
    const heldThrough = end === null ? null : addDays(end, -1);
    const expiring = end !== null && daysBetween(today, end) <= EXPIRING_WITHIN_DAYS;
    const shortfalls = !expiring
      ? []
      : pending
        ? [COMPLIANCE_TEXTS.renewalUnderReview]
        : [COMPLIANCE_TEXTS.expiresOn(end as string)];
    return {
      state: expiring ? 'expiring' : 'held',
      heldThrough,
      shortfalls,
      documentId: last.id,
      endsOn: end,
      renewalPending: pending !== undefined,
    };
  }
  const none = { heldThrough: null, endsOn: null, renewalPending: pending !== undefined };
  if (pending) {
    return {
      ...none,
      state: 'under-review',
      shortfalls: shortfallsOf(req, pending),
      documentId: pending.id,
    };
  }
  const latest = newest[0];
  if (latest?.status === 'rejected') {
    return {
      ...none,
      state: 'rejected',
      shortfalls: [COMPLIANCE_TEXTS.rejected(latest.rejectionReason ?? '')],
      documentId: latest.id,
    };
  }
  const lapsed = qualifying
    .map((d) => ({ d, end: endOf(d) }))
    .filter((x): x is { d: DocumentFacts; end: string } => x.end !== null && x.end <= today)
    .sort((a, b) => (a.end < b.end ? 1 : -1))[0];
  const future = qualifying
    .filter((d) => d.effectiveOn !== null && d.effectiveOn > today)
    .sort((a, b) => ((a.effectiveOn as string) < (b.effectiveOn as string) ? -1 : 1))[0];
  if (future) {
    return {
      ...none,
      state: lapsed ? 'expired' : 'missing',
      shortfalls: [COMPLIANCE_TEXTS.startsOn(future.effectiveOn as string)],
      documentId: future.id,
    };
  }
  if (lapsed) {
    const text = req.kind === 'w9' ? COMPLIANCE_TEXTS.w9ConfirmDue : COMPLIANCE_TEXTS.expiredOn(lapsed.end);
    return { ...none, state: 'expired', shortfalls: [text], documentId: lapsed.d.id, endsOn: lapsed.end };
  }
  const short = newest.find((d) => d.status === 'approved');
  if (short) return { ...none, state: 'missing', shortfalls: shortfallsOf(req, short), documentId: short.id };
  return { ...none, state: 'missing', shortfalls: [missingText(req)], documentId: null };
}

function missingText(req: RequirementFacts): string {
  if (req.kind === 'insurance') return COMPLIANCE_TEXTS.missingInsurance(req.coverage as Coverage);
  if (req.kind === 'w9') return COMPLIANCE_TEXTS.missingW9;
  return COMPLIANCE_TEXTS.missingLicence(req.state, req.trade);
}

/** worst first: a requirement held per technician takes the worst of theirs */
const SEVERITY: readonly ComplianceState[] = [
  'missing',
  'expired',
  'rejected',
  'under-review',
  'expiring',
  'held',
];

/**
 * The vendor's standing on a requirement: the company's own documents, or, for a licence each
 * technician holds, every technician's (held when the company has no technicians).
 */
export function evaluateRequirement(
  req: RequirementFacts,
  docs: readonly DocumentFacts[],
  technicians: readonly Technician[],
  today: string,
): Standing {
  if (!req.perTechnician) return standingOf(req, docs, null, today);
  const each = technicians.map((t) => ({ t, s: standingOf(req, docs, t.userId, today) }));
  if (each.length === 0) {
    return {
      state: 'held',
      heldThrough: null,
      shortfalls: [],
      documentId: null,
      endsOn: null,
      renewalPending: false,
    };
  }
  each.sort((a, b) => SEVERITY.indexOf(a.s.state) - SEVERITY.indexOf(b.s.state));
  const worst = each[0] as { t: Technician; s: Standing };
  const short = each.filter((x) => x.s.state !== 'held' && x.s.state !== 'expiring').map((x) => x.t.name);
  const ends = each
    .map((x) => x.s.heldThrough)
    .filter((d): d is string => d !== null)
    .sort();
  return {
    state: worst.s.state,
    heldThrough: short.length > 0 ? null : (ends[0] ?? null),
    shortfalls: short.length > 0 ? [COMPLIANCE_TEXTS.techniciansWithoutLicence(short)] : worst.s.shortfalls,
    documentId: worst.s.documentId,
    endsOn: worst.s.endsOn,
    renewalPending: worst.s.renewalPending,
  };
}

/** Does the requirement concern this vendor (its trades and the state of its address)? */
export function appliesTo(
  req: RequirementFacts,
  vendor: { state: string; trades: readonly string[] },
): boolean {
  if (req.state !== null && !same(req.state, vendor.state)) return false;
  return req.trade === null || vendor.trades.some((t) => same(t, req.trade));
}

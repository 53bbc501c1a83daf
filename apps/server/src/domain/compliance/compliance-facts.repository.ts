// What the compliance states are computed from (decision 112), read for a batch of vendors at once:
// the company's requirements, each vendor's address state and trades, its compliance documents with
// their review, and its technicians (active users who see only assigned work orders). Several
// capabilities recompute states (an upload, a review, a trade, a requirement), so this sits in domain/.
import type { Coverage } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { DocumentFacts, RequirementFacts, Technician } from './evaluate-requirement.ts';

export type RequirementRow = RequirementFacts & { clientName: string | null; externalId: string | null };

const num = (v: string | null) => (v === null ? null : Number(v));

export async function listRequirementFacts(db: Db): Promise<RequirementRow[]> {
  const rows = await db
    .selectFrom('compliance_requirements as r')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .select([
      'r.id',
      'r.external_id',
      'r.kind',
      'r.client_id',
      'c.name as client_name',
      'r.trade_code',
      'r.state',
      'r.coverage',
      'r.min_each_occurrence',
      'r.min_aggregate',
      'r.additional_insured',
      'r.waiver_of_subrogation',
      'r.per_technician',
    ])
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    externalId: r.external_id,
    kind: r.kind as RequirementFacts['kind'],
    clientId: r.client_id,
    clientName: r.client_name,
    trade: r.trade_code,
    state: r.state,
    coverage: r.coverage as Coverage | null,
    minEachOccurrence: num(r.min_each_occurrence),
    minAggregate: num(r.min_aggregate),
    additionalInsured: r.additional_insured,
    waiverOfSubrogation: r.waiver_of_subrogation,
    perTechnician: r.per_technician,
  }));
}

export type VendorFacts = { state: string; trades: string[] };

export async function loadVendorFacts(
  db: Db,
  vendorIds: readonly number[],
): Promise<Map<number, VendorFacts>> {
  const out = new Map<number, VendorFacts>();
  if (vendorIds.length === 0) return out;
  const [vendors, trades] = await Promise.all([
    db.selectFrom('vendors').select(['id', 'state']).where('id', 'in', vendorIds).execute(),
    db
      .selectFrom('vendor_trades')
      .select(['vendor_id', 'trade_code'])
      .where('vendor_id', 'in', vendorIds)
      .execute(),
  ]);
  for (const v of vendors) out.set(v.id, { state: v.state, trades: [] });
  for (const t of trades) out.get(t.vendor_id)?.trades.push(t.trade_code);
  return out;
}

/**
 * The columns of a compliance document (`cd`) and its file (`od`) that the evaluation reads, named as
 * DocumentFactsRow: the states' refresh and the review queue's view select them alike.
 */
export const DOCUMENT_FACT_COLUMNS = [
  'cd.id',
  'cd.kind',
  'od.status',
  'od.rejection_reason as rejectionReason',
  'od.created_at as uploadedAt',
  'cd.endorsement_document_id as endorsementDocumentId',
  'cd.holder_user_id as holderUserId',
  'cd.coverage',
  'cd.each_occurrence as eachOccurrence',
  'cd.aggregate',
  'cd.additional_insured as additionalInsured',
  'cd.waiver_of_subrogation as waiverOfSubrogation',
  'cd.licence_state as licenceState',
  'cd.licence_trade as licenceTrade',
  'cd.confirmed_on as confirmedOn',
  'cd.effective_on as effectiveOn',
  'cd.expires_on as expiresOn',
] as const;

export type DocumentFactsRow = {
  id: number;
  kind: string;
  status: DocumentFacts['status'];
  rejectionReason: string | null;
  uploadedAt: Date;
  endorsementDocumentId: number | null;
  holderUserId: number | null;
  coverage: string | null;
  eachOccurrence: string | null;
  aggregate: string | null;
  additionalInsured: boolean | null;
  waiverOfSubrogation: boolean | null;
  licenceState: string | null;
  licenceTrade: string | null;
  confirmedOn: DocumentFacts['confirmedOn'];
  effectiveOn: DocumentFacts['effectiveOn'];
  expiresOn: DocumentFacts['expiresOn'];
};

/** A row of DOCUMENT_FACT_COLUMNS as the evaluation's facts (limits from exact decimals to numbers). */
export function documentFactsOf(row: DocumentFactsRow): DocumentFacts {
  return {
    id: row.id,
    kind: row.kind as DocumentFacts['kind'],
    status: row.status,
    rejectionReason: row.rejectionReason,
    uploadedAt: row.uploadedAt,
    hasEndorsement: row.endorsementDocumentId !== null,
    holderUserId: row.holderUserId,
    coverage: row.coverage as Coverage | null,
    eachOccurrence: num(row.eachOccurrence),
    aggregate: num(row.aggregate),
    additionalInsured: row.additionalInsured,
    waiverOfSubrogation: row.waiverOfSubrogation,
    licenceState: row.licenceState,
    licenceTrade: row.licenceTrade,
    confirmedOn: row.confirmedOn,
    effectiveOn: row.effectiveOn,
    expiresOn: row.expiresOn,
  };
}

/** Every compliance document whose file has arrived, with its review, by vendor. */
export async function loadDocumentFacts(
  db: Db,
  vendorIds: readonly number[],
): Promise<Map<number, DocumentFacts[]>> {
  const out = new Map<number, DocumentFacts[]>();
  if (vendorIds.length === 0) return out;
  const rows = await db
    .selectFrom('compliance_documents as cd')
    .innerJoin('order_documents as od', 'od.id', 'cd.document_id')
    .select(['cd.vendor_id as vendorId', ...DOCUMENT_FACT_COLUMNS])
    .where('cd.vendor_id', 'in', vendorIds)
    .execute();
  for (const r of rows) {
    const list = out.get(r.vendorId) ?? [];
    list.push(documentFactsOf(r));
    out.set(r.vendorId, list);
  }
  return out;
}

/** Technicians: active users whose roles open work orders but not all of the company's (decision 110). */
export async function loadTechnicians(
  db: Db,
  vendorIds: readonly number[],
): Promise<Map<number, Technician[]>> {
  const out = new Map<number, Technician[]>();
  if (vendorIds.length === 0) return out;
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['u.id', 'u.vendor_id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('u.vendor_id', 'in', vendorIds)
    .where('u.status', '=', 'active')
    .groupBy('u.id')
    .having((eb) =>
      eb.and([
        eb(eb.fn('bool_or', [eb(eb.val('work-orders'), '=', eb.fn.any('r.permissions'))]), '=', true),
        eb(eb.fn('bool_or', [eb(eb.val('work-orders:all'), '=', eb.fn.any('r.permissions'))]), '=', false),
      ]),
    )
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
  for (const r of rows) {
    const name = `${r.first_name} ${r.last_name}`.trim() || r.email;
    const list = out.get(r.vendor_id) ?? [];
    list.push({ userId: r.id, name });
    out.set(r.vendor_id, list);
  }
  return out;
}

// Recomputes the stored compliance states (decision 112) of some vendors or of all, in batches: the
// facts of a batch in four queries, the states in memory (evaluate-requirement.ts), then one
// transaction per batch that replaces the batch's rows and, for each vendor whose clients and trades
// it may not be dispatched for changed, records `vendor.compliance-changed`. Run after whatever moves
// a state (an upload's file, a review, a W-9 confirmed, a trade, a requirement) and daily, as days pass.
import { DISPATCHABLE_STATES, type ComplianceState } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvents } from '../../platform/events/record-event.ts';
import {
  listRequirementFacts,
  loadDocumentFacts,
  loadTechnicians,
  loadVendorFacts,
  type RequirementRow,
} from './compliance-facts.repository.ts';
import { appliesTo, evaluateRequirement } from './evaluate-requirement.ts';
import { replaceStates, vendorIdsAfter, type StateRow } from './compliance-states.repository.ts';

const BATCH = 1000;

/** The states of these vendors on every requirement that concerns them (nothing written). */
export async function computeStates(
  db: Db,
  requirements: readonly RequirementRow[],
  vendorIds: readonly number[],
  today: string,
): Promise<StateRow[]> {
  if (requirements.length === 0 || vendorIds.length === 0) return [];
  const [vendors, documents, technicians] = await Promise.all([
    loadVendorFacts(db, vendorIds),
    loadDocumentFacts(db, vendorIds),
    requirements.some((r) => r.perTechnician) ? loadTechnicians(db, vendorIds) : new Map(),
  ]);
  const rows: StateRow[] = [];
  for (const [vendorId, vendor] of vendors) {
    for (const req of requirements) {
      if (!appliesTo(req, vendor)) continue;
      const standing = evaluateRequirement(
        req,
        documents.get(vendorId) ?? [],
        technicians.get(vendorId) ?? [],
        today,
      );
      rows.push({ ...standing, vendorId, requirementId: req.id });
    }
  }
  return rows;
}

/** Per vendor, "[client, trade]" of each requirement it does not hold: what it may not be dispatched for. */
function blocksByVendor(
  rows: readonly { vendorId: number; requirementId: number; state: ComplianceState }[],
  reqs: Map<number, RequirementRow>,
): Map<number, string[]> {
  const keys = new Map<number, Set<string>>();
  for (const r of rows) {
    if (DISPATCHABLE_STATES.includes(r.state)) continue;
    const req = reqs.get(r.requirementId);
    if (!req) continue;
    const set = keys.get(r.vendorId) ?? new Set<string>();
    set.add(JSON.stringify([req.clientId, req.trade]));
    keys.set(r.vendorId, set);
  }
  return new Map([...keys].map(([vendorId, set]) => [vendorId, [...set].sort()]));
}

/** More work of a batch, in its transaction (the reminders of the daily run). */
export type BatchHook = (
  tx: Db,
  batch: {
    vendorIds: readonly number[];
    rows: readonly StateRow[];
    requirements: Map<number, RequirementRow>;
  },
) => Promise<void>;

/** Replaces the stored states of one batch; events for the vendors whose blocks changed. */
async function writeBatch(
  db: Db,
  vendorIds: readonly number[],
  rows: readonly StateRow[],
  reqs: Map<number, RequirementRow>,
  hook: BatchHook | undefined,
): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const before = await replaceStates(tx, vendorIds, rows);
    const blocksBefore = blocksByVendor(
      before.map((b) => ({
        vendorId: b.vendor_id,
        requirementId: b.requirement_id,
        state: b.state as ComplianceState,
      })),
      reqs,
    );
    const blocksNow = blocksByVendor(rows, reqs);
    const events = [];
    for (const vendorId of vendorIds) {
      const now = blocksNow.get(vendorId) ?? [];
      if (JSON.stringify(blocksBefore.get(vendorId) ?? []) === JSON.stringify(now)) continue;
      const notDispatchable = now.map((k) => {
        const [clientId, trade] = JSON.parse(k) as [number | null, string | null];
        return { clientId, trade };
      });
      events.push({
        type: 'vendor.compliance-changed' as const,
        vendorId,
        actor: { kind: 'system' as const },
        subject: {},
        data: { dispatchable: notDispatchable.length === 0, notDispatchable },
      });
    }
    await recordEvents(tx, events);
    const changed = events.length;
    await hook?.(tx, { vendorIds, rows, requirements: reqs });
    return changed;
  });
}

export type RefreshResult = { vendors: number; states: number; changed: number };

/** Recomputes and stores the states of these vendors (or all) as of `today` ('YYYY-MM-DD'). */
export async function refreshCompliance(
  db: Db,
  which: readonly number[] | 'all',
  today: string,
  hook?: BatchHook,
): Promise<RefreshResult> {
  const requirements = await listRequirementFacts(db);
  const reqs = new Map(requirements.map((r) => [r.id, r]));
  const result: RefreshResult = { vendors: 0, states: 0, changed: 0 };
  const run = async (ids: number[]) => {
    const rows = await computeStates(db, requirements, ids, today);
    result.changed += await writeBatch(db, ids, rows, reqs, hook);
    result.vendors += ids.length;
    result.states += rows.length;
  };
  if (which !== 'all') {
    for (let i = 0; i < which.length; i += BATCH) await run(which.slice(i, i + BATCH));
    return result;
  }
  let after = 0;
  for (;;) {
    const ids = await vendorIdsAfter(db, after, BATCH);
    if (ids.length === 0) return result;
    await run(ids);
    after = ids.at(-1) as number;
  }
}

/** Today's calendar day for compliance: UTC (decision 112). */
export const complianceToday = (now = new Date()) => now.toISOString().slice(0, 10);

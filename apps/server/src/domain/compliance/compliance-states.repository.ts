// The stored compliance states' SQL (decision 112): a batch of vendors' rows replaced at once.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Standing } from './evaluate-requirement.ts';

export type StateRow = Standing & { vendorId: number; requirementId: number };

/** the advisory lock space of a vendor's compliance states (the second key is the vendor id) */
const STATES_LOCK = 4012;

/**
 * Replaces the states of these vendors with `rows`; answers the rows they had. Each vendor's states are
 * locked first, in id order, so two refreshes of one vendor (an upload claimed while the daily run
 * passes) take turns instead of both inserting.
 */
export async function replaceStates(tx: Db, vendorIds: readonly number[], rows: readonly StateRow[]) {
  await sql`select pg_advisory_xact_lock(${STATES_LOCK}, id)
    from unnest(${[...vendorIds].sort((a, b) => a - b)}::int[]) as id order by id`.execute(tx);
  const before = await tx
    .selectFrom('compliance_states')
    .select(['vendor_id', 'requirement_id', 'state'])
    .where('vendor_id', 'in', vendorIds)
    .execute();
  await tx.deleteFrom('compliance_states').where('vendor_id', 'in', vendorIds).execute();
  if (rows.length > 0) {
    await sql`
      insert into compliance_states (vendor_id, requirement_id, state, held_through, shortfall, document_id)
      select * from unnest(
        ${rows.map((r) => r.vendorId)}::int[], ${rows.map((r) => r.requirementId)}::int[],
        ${rows.map((r) => r.state)}::text[], ${rows.map((r) => r.heldThrough)}::date[],
        ${rows.map((r) => r.shortfalls.join('\n'))}::text[], ${rows.map((r) => r.documentId)}::int[])
    `.execute(tx);
  }
  return before;
}

/** The next batch of vendor ids after `after`, in id order. */
export async function vendorIdsAfter(db: Db, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('vendors')
    .select('id')
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((v) => v.id);
}

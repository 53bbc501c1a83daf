// The stored compliance states' SQL (decision 112): a batch of vendors' rows replaced at once.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Standing } from './evaluate-requirement.ts';

export type StateRow = Standing & { vendorId: number; requirementId: number };

/** the advisory lock space of a vendor's compliance states (the second key is the vendor id) */
const STATES_LOCK = 4012;

/**
 * Makes the stored states of these vendors `rows` (writing only the rows that changed); answers the
 * rows they had. Each vendor's states are
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
  // only what changed is written: on a day like the one before, most rows stay as they are
  await sql`
    delete from compliance_states s
    where s.vendor_id = any(${[...vendorIds]}::int[])
      and not exists (select 1 from unnest(${rows.map((r) => r.vendorId)}::int[], ${rows.map((r) => r.requirementId)}::int[])
        as n(vendor_id, requirement_id) where n.vendor_id = s.vendor_id and n.requirement_id = s.requirement_id)
  `.execute(tx);
  if (rows.length > 0) {
    await sql`
      insert into compliance_states as s (vendor_id, requirement_id, state, held_through, shortfall, document_id)
      select * from unnest(
        ${rows.map((r) => r.vendorId)}::int[], ${rows.map((r) => r.requirementId)}::int[],
        ${rows.map((r) => r.state)}::text[], ${rows.map((r) => r.heldThrough)}::date[],
        ${rows.map((r) => r.shortfalls.join('\n'))}::text[], ${rows.map((r) => r.documentId)}::int[])
      on conflict (vendor_id, requirement_id) do update
        set state = excluded.state, held_through = excluded.held_through, shortfall = excluded.shortfall,
          document_id = excluded.document_id, computed_at = now()
        where (s.state, s.held_through, s.shortfall, s.document_id)
          is distinct from (excluded.state, excluded.held_through, excluded.shortfall, excluded.document_id)
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

// Who may not be dispatched, read from the stored compliance states (decision 112): the clients and
// trades of each requirement a vendor does not hold (a state other than held or expiring), through the
// partial index compliance_states_blocking_idx. The console's vendor page and round composer, and the
// provider API's vendor and compliance resources, all ask this; so it sits in domain/.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

export type NotDispatchableFor = {
  clientId: number | null;
  clientName: string | null;
  clientExternalId: string | null;
  trade: string | null;
};

/** Each vendor's blocked clients and trades (none: no key in the map), each pair once. */
export async function notDispatchableFor(
  db: Db,
  vendorIds: readonly number[],
): Promise<Map<number, NotDispatchableFor[]>> {
  const out = new Map<number, NotDispatchableFor[]>();
  if (vendorIds.length === 0) return out;
  const rows = await db
    .selectFrom('compliance_states as s')
    .innerJoin('compliance_requirements as r', 'r.id', 's.requirement_id')
    .leftJoin('clients as c', 'c.id', 'r.client_id')
    .select([
      's.vendor_id as vendorId',
      'r.client_id as clientId',
      'c.name as clientName',
      'c.external_id as clientExternalId',
      'r.trade_code as trade',
    ])
    .distinct()
    .where('s.vendor_id', 'in', vendorIds)
    // the index's predicate, written as it is there so that the planner uses it
    .where(sql<boolean>`s.state not in ('held', 'expiring')`)
    .orderBy('s.vendor_id')
    .orderBy('c.name')
    .orderBy('r.trade_code')
    .execute();
  for (const { vendorId, ...row } of rows) {
    const list = out.get(vendorId) ?? [];
    list.push(row);
    out.set(vendorId, list);
  }
  return out;
}

// A crew line's history of moves (decision 114): one row of `crew_line_status_moves` per move. Shared by
// the field-work calls (the vendor's moves, the company's reopen) and the company's write of a work
// order (its cancel, reopen and dispatch again; decision 122), so both keep the same history.
import type { Db } from '../platform/db/database.ts';

export type NewMoveRow = {
  ocd_id: number;
  ord_num: number;
  vendor_id: number;
  move: string;
  from_status: string;
  to_status: string;
  actor_kind: 'vendor-user' | 'provider' | 'staff' | 'system';
  actor_id: number | null;
  reason: string | null;
  data: Record<string, unknown>;
};

export async function insertCrewLineMove(tx: Db, row: NewMoveRow): Promise<void> {
  await tx
    .insertInto('crew_line_status_moves')
    .values({ ...row, data: JSON.stringify(row.data) })
    .execute();
}

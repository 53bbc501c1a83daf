// The SQL of the field work (issue 41 points 1 and 2, decision 114): a crew line with its order's ids
// and its field-work columns; a move as one conditional update on the status the move starts from
// (so of two answers sent at once one updates the row and the other finds it moved); the order's
// status following its crew lines; the history of moves.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { fieldWorkColumns } from '../../domain/crew-line-field-work.repository.ts';

function crewLines(db: Db) {
  return db
    .selectFrom('crew_details as cd')
    .innerJoin('orders as o', 'o.ord_num', 'cd.ord_num')
    .innerJoin('vendors as v', 'v.id', 'cd.vendor_id')
    .select([
      'cd.ocd_id as ocdId',
      'cd.ord_num as ordNum',
      'cd.crew_id as crewId',
      'cd.vendor_id as vendorId',
      'v.company as vendorCompany',
      'cd.status',
      sql<string>`cd.nte::text`.as('nte'),
      'cd.external_id as crewLineExternalId',
      'o.external_id as workOrderExternalId',
      ...fieldWorkColumns(),
    ]);
}
export type CrewLineRow = Awaited<ReturnType<ReturnType<typeof crewLines>['executeTakeFirstOrThrow']>>;

/** One crew line by id; with `vendorId`, only if it is that vendor's. */
export function readCrewLine(db: Db, ocdId: number, vendorId?: number): Promise<CrewLineRow | undefined> {
  let query = crewLines(db).where('cd.ocd_id', '=', ocdId);
  if (vendorId !== undefined) query = query.where('cd.vendor_id', '=', vendorId);
  return query.executeTakeFirst();
}

/** The crew lines of an order, in id order. */
export function readOrderCrewLines(db: Db, ordNum: number): Promise<CrewLineRow[]> {
  return crewLines(db).where('cd.ord_num', '=', ordNum).orderBy('cd.ocd_id').execute();
}

/** A crew line by the company's ids of its work order and itself. */
export function readCrewLineByExternalIds(
  db: Db,
  workOrderExternalId: string,
  crewLineExternalId: string,
): Promise<CrewLineRow | undefined> {
  return crewLines(db)
    .where('o.external_id', '=', workOrderExternalId)
    .where('cd.external_id', '=', crewLineExternalId)
    .executeTakeFirst();
}

/** What a move writes besides the status: the columns of its answer, ETA, hold or completion. */
export type MoveColumns = {
  answered_at?: Date;
  decline_reason?: string;
  decline_note?: string;
  eta_date?: string;
  eta_from?: string;
  eta_to?: string;
  hold_reason?: string | null;
  hold_until?: string | null;
  hold_note?: string | null;
  resolution_notes?: string | null;
  labour_hours?: string | null;
  completed_at?: Date | null;
};

/**
 * The move itself: the status becomes `to` only if it still is `from` (the status the move was
 * checked against). false: someone moved the line meanwhile, nothing was written.
 */
export async function applyMove(
  tx: Db,
  ocdId: number,
  from: string,
  to: string,
  columns: MoveColumns,
): Promise<boolean> {
  const result = await tx
    .updateTable('crew_details')
    .set({ ...columns, status: to, version: sql`version + 1`, updated_at: sql`now()` })
    .where('ocd_id', '=', ocdId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The order's status, its row locked until the transaction ends: taken before the crew line is
 * updated, in the order a provider PUT takes them (the order, then its lines), so the two queue
 * rather than deadlock; and two moves of one order's lines follow each other.
 */
export async function lockOrder(tx: Db, ordNum: number): Promise<string> {
  const order = await tx
    .selectFrom('orders')
    .select('status_code')
    .where('ord_num', '=', ordNum)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return order.status_code;
}

/** The statuses of the order's crew lines. */
export async function lineStatuses(tx: Db, ordNum: number): Promise<string[]> {
  const lines = await tx.selectFrom('crew_details').select('status').where('ord_num', '=', ordNum).execute();
  return lines.map((l) => l.status);
}

/**
 * The order changed with one of its lines: its status (when it follows to another), its version and
 * update time, so that the provider API's ETag and `updatedSince` see the line's new answer.
 */
export async function touchOrder(tx: Db, ordNum: number, statusCode: string): Promise<void> {
  await tx
    .updateTable('orders')
    .set({ status_code: statusCode, version: sql`version + 1`, updated_at: sql`now()` })
    .where('ord_num', '=', ordNum)
    .execute();
}

export { insertCrewLineMove as insertMove } from '../../domain/crew-line-moves.repository.ts';

/** The history of the crew lines, newest first, with the vendor user's name who made each. */
export function movesOf(db: Db, ocdIds: readonly number[]) {
  if (ocdIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('crew_line_status_moves as m')
    .leftJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'm.actor_id').on('m.actor_kind', '=', 'vendor-user'),
    )
    .select([
      'm.id',
      'm.ocd_id as ocdId',
      'm.move',
      'm.from_status as fromStatus',
      'm.to_status as toStatus',
      'm.actor_kind as actorKind',
      'm.reason',
      'm.data',
      'm.created_at as createdAt',
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('userName'),
    ])
    .where('m.ocd_id', 'in', ocdIds)
    .orderBy('m.id', 'desc')
    .execute();
}

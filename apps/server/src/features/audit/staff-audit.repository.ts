// The audit log's queries (decision 063): the staff audit log and the vendor users' events as one list,
// newest first, by a keyset (time, source, id); the filter resolved to ids; the filter's choices.
import { sql, type RawBuilder } from 'kysely';
import type { AuditFilter } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';

/** A position in the list: the row's time (to the microsecond), source and id. */
export type Cursor = { at: string; rank: 0 | 1; id: number };

export type Row = {
  rank: 0 | 1;
  id: number;
  at: Date;
  at_key: string;
  action: string;
  actor: string | null;
  staff_id: number | null;
  vendor_num: number | null;
  vendor_name: string | null;
  subject_type: string | null;
  subject_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
};

/** The filter as the two sources' conditions, after looking up the vendor and the users it names. */
export type Resolved = {
  filter: AuditFilter;
  vendorId: number | null | undefined;
  userIds: number[] | undefined;
  fromAt: Date | undefined;
  toAt: Date | undefined;
};

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

export async function resolve(db: Db, filter: AuditFilter): Promise<Resolved> {
  if (filter.from && filter.to && filter.from > filter.to)
    throw badRequest("Invalid request: from: 'from' must not be after 'to'.");
  const fromAt = filter.from ? dayStart(filter.from) : undefined;
  const toAt = filter.to ? new Date(dayStart(filter.to).getTime() + 86_400_000) : undefined;
  if ((fromAt && Number.isNaN(fromAt.getTime())) || (toAt && Number.isNaN(toAt.getTime())))
    throw badRequest('Invalid request: from, to: a date is YYYY-MM-DD.');
  let vendorId: number | null | undefined;
  if (filter.vendorNum !== undefined) {
    const vendor = await db
      .selectFrom('vendors')
      .select('id')
      .where('vendor_num', '=', filter.vendorNum)
      .executeTakeFirst();
    vendorId = vendor?.id ?? null;
  }
  let userIds: number[] | undefined;
  if (filter.userEmail !== undefined) {
    const users = await db
      .selectFrom('users')
      .select('id')
      .where(sql<string>`lower(email)`, '=', filter.userEmail.toLowerCase())
      .execute();
    userIds = users.map((u) => u.id);
  }
  return { filter, vendorId, userIds, fromAt, toAt };
}

const and = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);

/** The vendor a staff row is about, as its action recorded it (decision 103; migration 0043 filled older rows). */
const STAFF_ROW_VENDOR = sql`l.vendor_id`;

function staffQuery(r: Resolved, cursor: Cursor | undefined, limit: number): RawBuilder<Row> | null {
  const f = r.filter;
  if (f.source === 'vendor' || r.vendorId === null) return null;
  const where: RawBuilder<unknown>[] = [];
  if (r.vendorId !== undefined) where.push(sql`${STAFF_ROW_VENDOR} = ${r.vendorId}`);
  if (r.userIds !== undefined) {
    // a staff change about the user (its subject): the user's own activity is the vendor side's
    if (r.userIds.length === 0) return null;
    where.push(
      sql`l.subject_type in ('user', 'vendor_user', 'vendor-user') and l.subject_id in (${sql.join(r.userIds.map(String))})`,
    );
  }
  if (f.staffId !== undefined) where.push(sql`l.staff_id = ${f.staffId}`);
  if (f.action !== undefined) where.push(sql`l.action = ${f.action}`);
  if (r.fromAt) where.push(sql`l.at >= ${r.fromAt}`);
  if (r.toAt) where.push(sql`l.at < ${r.toAt}`);
  if (cursor)
    where.push(
      cursor.rank === 1
        ? sql`(l.at, l.id) < (${cursor.at}::timestamptz, ${cursor.id})`
        : sql`l.at < ${cursor.at}::timestamptz`,
    );
  return sql<Row>`select 1 as rank, l.id, l.at,
      to_char(l.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key,
      l.action, l.staff_email as actor, l.staff_id, v.vendor_num, v.company as vendor_name,
      l.subject_type, l.subject_id, l.before, l.after, l.ip
    from staff_audit_log l
    left join vendors v on v.id = ${STAFF_ROW_VENDOR}
    where ${and(where)}
    order by l.at desc, l.id desc
    limit ${limit}`;
}

function vendorQuery(r: Resolved, cursor: Cursor | undefined, limit: number): RawBuilder<Row> | null {
  const f = r.filter;
  if (f.source === 'staff' || f.staffId !== undefined || r.vendorId === null) return null;
  const where: RawBuilder<unknown>[] = [sql`e.actor_kind = 'vendor-user'`];
  if (r.vendorId !== undefined) where.push(sql`e.vendor_id = ${r.vendorId}`);
  if (r.userIds !== undefined) {
    if (r.userIds.length === 0) return null;
    where.push(sql`e.actor_id in (${sql.join(r.userIds)})`);
  }
  if (f.action !== undefined) where.push(sql`e.type = ${f.action}`);
  if (r.fromAt) where.push(sql`e.occurred_at >= ${r.fromAt}`);
  if (r.toAt) where.push(sql`e.occurred_at < ${r.toAt}`);
  if (cursor)
    where.push(
      cursor.rank === 0
        ? sql`(e.occurred_at, e.id) < (${cursor.at}::timestamptz, ${cursor.id})`
        : sql`e.occurred_at <= ${cursor.at}::timestamptz`,
    );
  return sql<Row>`select 0 as rank, e.id, e.occurred_at as at,
      to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key,
      e.type as action, u.email as actor, null::int as staff_id, v.vendor_num, v.company as vendor_name,
      'event' as subject_type, e.event_id::text as subject_id, null::jsonb as before,
      jsonb_build_object('subject', e.subject, 'data', e.data) as after, null::text as ip
    from events e
    left join users u on u.id = e.actor_id
    left join vendors v on v.id = e.vendor_id
    where ${and(where)}
    order by e.occurred_at desc, e.id desc
    limit ${limit}`;
}

/** One page of `limit` rows after `cursor`, newest first, and the cursor of the next page (or null). */
export async function readPage(
  db: Db,
  r: Resolved,
  cursor: Cursor | undefined,
  limit: number,
): Promise<{ rows: Row[]; next: Cursor | null }> {
  const parts = [staffQuery(r, cursor, limit + 1), vendorQuery(r, cursor, limit + 1)].filter(
    (q): q is RawBuilder<Row> => q !== null,
  );
  if (parts.length === 0) return { rows: [], next: null };
  const union = sql.join(
    parts.map((p) => sql`(${p})`),
    sql` union all `,
  );
  const result = await sql<Row>`select * from (${union}) x
    order by x.at desc, x.rank desc, x.id desc
    limit ${limit + 1}`.execute(db);
  const rows = result.rows.map((row) => ({ ...row, id: Number(row.id), rank: Number(row.rank) as 0 | 1 }));
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    next: rows.length > limit && last ? { at: last.at_key, rank: last.rank, id: last.id } : null,
  };
}

/** Every staff member, for the filter (the log names them). */
export function auditStaff(db: Db) {
  return db.selectFrom('staff_accounts').select(['id', 'email', 'name']).orderBy('email').execute();
}

/** The actions the staff log holds. */
export function loggedActions(db: Db) {
  return db.selectFrom('staff_audit_log').select('action').distinct().execute();
}

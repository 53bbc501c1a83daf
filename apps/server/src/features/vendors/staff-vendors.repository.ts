// The SQL of the staff console's Vendors screen (decision 058): the search across all vendors (one
// count and one page, then the page's trades), and the reads of one vendor's page. Staff see every
// vendor: nothing here is scoped by a session's vendor.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { StaffVendorRow, StaffVendorSearchQuery, StaffVendorUser, VendorStatus } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { userRoleNames } from '../../domain/vendor-users/role-names.ts';
import { USER_DETAIL_COLUMNS } from './users.repository.ts';

/** `%text%` for LIKE with the text's own %, _ and \ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS = {
  vendorNum: 'v.vendor_num',
  company: 'v.company',
  city: 'v.city',
  state: 'v.state',
  status: 'v.status',
} as const;

/**
 * The text the free search looks in: name, city, number and ZIP code, lower-cased. Migration 0028's
 * trigram index is on exactly this expression; change both together.
 */
const SEARCH_TEXT = sql<string>`lower(v.company || ' ' || v.city || ' ' || v.vendor_num::text || ' ' || v.zip)`;

/** The search's condition on `vendors as v`: every filter given, and each word of q found. */
function searchFilter(query: StaffVendorSearchQuery): RawBuilder<SqlBool> {
  const all: RawBuilder<SqlBool>[] = [sql<SqlBool>`true`];
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 1 && /^\d{5}$/.test(words[0]!)) {
    // a ZIP code: also the vendors that cover it (= any(array(...)) keeps both sides indexable)
    all.push(
      sql<SqlBool>`(${SEARCH_TEXT} like ${contains(words[0]!)} or v.id = any(array(select z.vendor_id from vendor_zips z where z.zip_code = ${words[0]!})))`,
    );
  } else for (const word of words) all.push(sql<SqlBool>`${SEARCH_TEXT} like ${contains(word)}`);
  if (query.trade)
    all.push(
      sql<SqlBool>`v.id = any(array(select t.vendor_id from vendor_trades t where t.trade_code = ${query.trade}))`,
    );
  if (query.state) all.push(sql<SqlBool>`v.state = ${query.state}`);
  if (query.zip)
    all.push(
      sql<SqlBool>`(v.zip like ${startsWith(query.zip)} or v.id = any(array(select z.vendor_id from vendor_zips z where z.zip_code = ${query.zip})))`,
    );
  if (query.status) all.push(sql<SqlBool>`v.status = ${query.status}`);
  return sql<SqlBool>`(${sql.join(all, sql` and `)})`;
}

/** One page of the search from `position` (`limit + 1` rows: the last says whether there are more). */
export async function searchVendors(
  db: Db,
  query: StaffVendorSearchQuery,
  position: number,
): Promise<{ total: number; vendors: StaffVendorRow[] }> {
  const where = searchFilter(query);
  const [count, rows] = await Promise.all([
    db
      .selectFrom('vendors as v')
      .where(where)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('vendors as v')
      .where(where)
      .select(['v.id', 'v.vendor_num as vendorNum', 'v.company', 'v.city', 'v.state', 'v.zip', 'v.status'])
      .orderBy(sql.ref(SORT_COLUMNS[query.sort]), query.dir)
      .orderBy('v.id', query.dir)
      .limit(query.limit + 1)
      .offset(position)
      .execute(),
  ]);
  const trades = new Map<number, string[]>();
  if (rows.length > 0) {
    const tradeRows = await db
      .selectFrom('vendor_trades')
      .select(['vendor_id', 'trade_code'])
      .where(
        'vendor_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('trade_code')
      .execute();
    for (const t of tradeRows) trades.set(t.vendor_id, [...(trades.get(t.vendor_id) ?? []), t.trade_code]);
  }
  return {
    total: Number(count.n),
    vendors: rows.map((r) => ({ ...r, status: r.status as VendorStatus, trades: trades.get(r.id) ?? [] })),
  };
}

export async function tradeCatalog(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('trade_catalog').select('code').orderBy('sort_order').execute();
  return rows.map((r) => r.code);
}

function usersQuery(db: Db) {
  return (
    db
      .selectFrom('users as u')
      .select([
        'u.id as userId',
        'u.vendor_id as vendorId',
        ...USER_DETAIL_COLUMNS,
        'u.password_state as passwordState',
        userRoleNames(),
        'u.created_at as createdAt',
      ])
      // an unclaimed row is an address another vendor's user signs in with (decision 036): not a user here
      .where('u.unclaimed', '=', false)
  );
}

type UserRaw = Awaited<ReturnType<ReturnType<typeof usersQuery>['execute']>>[number];
const toUser = ({ vendorId: _v, createdAt, ...u }: UserRaw): StaffVendorUser => ({
  ...u,
  createdAt: createdAt.toISOString(),
});

export async function vendorUsers(db: Db, vendorId: number): Promise<StaffVendorUser[]> {
  const rows = await usersQuery(db)
    .where('u.vendor_id', '=', vendorId)
    .orderBy('u.status')
    .orderBy('u.email')
    .execute();
  return rows.map(toUser);
}

/** The user, only when it is this vendor's: another vendor's user is not found here. */
export async function vendorUser(
  db: Db,
  vendorId: number,
  userId: number,
): Promise<StaffVendorUser | undefined> {
  const row = await usersQuery(db)
    .where('u.vendor_id', '=', vendorId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row && toUser(row);
}

export async function vendorRef(db: Db, vendorId: number) {
  return db
    .selectFrom('vendors')
    .select(['id', 'status', 'company'])
    .where('id', '=', vendorId)
    .executeTakeFirst();
}

export async function vendorPageParts(db: Db, vendorId: number) {
  const [trades, zips, notes, documents, quickPay, history, activity] = await Promise.all([
    db
      .selectFrom('vendor_trades')
      .select('trade_code')
      .where('vendor_id', '=', vendorId)
      .orderBy('trade_code')
      .execute(),
    db
      .selectFrom('vendor_zips')
      .select('zip_code')
      .where('vendor_id', '=', vendorId)
      .orderBy('zip_code')
      .execute(),
    db
      .selectFrom('vendor_notes')
      .select(['id', 'note_type', 'notes', 'input_by', 'web_display', 'created_at'])
      .where('vendor_id', '=', vendorId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
    db
      .selectFrom('order_documents')
      .select(['id', 'file_name', 'type_code', 'status', 'rejection_reason', 'reviewed_at', 'created_at'])
      .where('vendor_id', '=', vendorId)
      .where('ord_num', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
    db
      .selectFrom('vendor_quick_pay as q')
      .leftJoin('quick_pay_settings as s', 's.id', 'q.setting_id')
      .select(['q.qp_exclude', 'q.setting_id', 's.days', 's.percentage'])
      .where('q.vendor_id', '=', vendorId)
      .executeTakeFirst(),
    db
      .selectFrom('vendor_quick_pay_history')
      .select(['action', 'at'])
      .where('vendor_id', '=', vendorId)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(10)
      .execute(),
    db
      .selectFrom('events')
      .select(['id', 'type', 'actor_kind', 'actor_id', 'occurred_at', 'subject', 'data'])
      .where('vendor_id', '=', vendorId)
      .orderBy('id', 'desc')
      .limit(25)
      .execute(),
  ]);
  return {
    trades: trades.map((t) => t.trade_code),
    zips: zips.map((z) => z.zip_code),
    notes: notes.map((n) => ({
      id: n.id,
      noteType: n.note_type,
      notes: n.notes,
      inputBy: n.input_by,
      webDisplay: n.web_display,
      createdAt: n.created_at.toISOString(),
    })),
    documents: documents.map((d) => ({
      id: d.id,
      fileName: d.file_name,
      typeCode: d.type_code,
      status: d.status,
      rejectionReason: d.rejection_reason,
      reviewedAt: d.reviewed_at?.toISOString() ?? null,
      createdAt: d.created_at.toISOString(),
    })),
    quickPay: {
      excluded: quickPay?.qp_exclude ?? false,
      automatic:
        quickPay?.setting_id != null && quickPay.days != null && quickPay.percentage != null
          ? { settingId: quickPay.setting_id, days: quickPay.days, percentage: String(quickPay.percentage) }
          : null,
      history: history.map((h) => ({ action: h.action, at: h.at.toISOString() })),
    },
    activity: activity.map((e) => ({
      id: e.id,
      type: e.type,
      actorKind: e.actor_kind,
      actorId: e.actor_id,
      occurredAt: e.occurred_at.toISOString(),
      subject: e.subject as Record<string, unknown>,
      data: e.data as Record<string, unknown>,
    })),
  };
}

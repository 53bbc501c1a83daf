// The only SQL of the work-order calls. Every query is scoped by the session's vendor.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { assignedToUser, crewLinesWithOrders } from '../../domain/crew-lines.repository.ts';
import { streamRows } from '../../platform/db/stream-rows.ts';
import type { WorkOrderAttention } from '@vp/contracts';
import { attentionCondition } from './work-orders-attention.ts';

// the search's benchmark (bench/list-throughput.bench.ts) reads IT's history window through this module
export { readPortalSetting as readSetting } from '../../domain/portal-setting.repository.ts';

/**
 * What a search reads before its rows, in one round trip: IT's history limit, and the vendor's search
 * version (decision 071): the sum of its changes' weights and of everyone's, with the highest id. The
 * sum grows with every change committed and survives housekeeping's folding; the id tells a table
 * emptied and filled again.
 */
export async function readSearchState(
  db: Db,
  vendorId: number,
): Promise<{ monthLimit: string | null; version: string }> {
  const result = await sql<{ monthLimit: string | null; version: string }>`
    select
      (select value from portal_settings where key = 'woHistoryMonthLimit') as "monthLimit",
      (select coalesce(sum(weight), 0) || ':' || coalesce(max(id), 0)
         from search_changes where vendor_id in (${vendorId}, 0)) as version`.execute(db);
  const row = result.rows[0]!;
  return { monthLimit: row.monthLimit, version: row.version };
}

/**
 * Folds each vendor's search changes into one row of the same weight (housekeeping): the versions
 * read stay the same sums, and the table stays a row or so per vendor. Rows committed meanwhile are
 * not seen by the delete and stay as they are.
 */
export async function foldSearchChanges(db: Db): Promise<number> {
  const result = await sql<{ folded: number }>`
    with many as (
      select vendor_id from search_changes group by vendor_id having count(*) > 1
    ), gone as (
      delete from search_changes s using many m where s.vendor_id = m.vendor_id
      returning s.vendor_id, s.weight
    ), kept as (
      insert into search_changes (vendor_id, weight)
      select vendor_id, sum(weight) from gone group by vendor_id
      returning 1
    )
    select (select count(*) from gone)::int - (select count(*) from kept)::int as folded`.execute(db);
  return result.rows[0]?.folded ?? 0;
}

export type SearchFilters = {
  /** onsite date-time range [from, to) */
  from: Date;
  to: Date;
  statusCode: string | null;
  storeNumber: string | null;
  /** matched case-insensitively against the start of the PO number */
  poPrefix: string | null;
  /** only the crew lines assigned to this user (a Technician's list, issue 40 point 3); null: all */
  assignedTo: number | null;
  /** a dashboard tile's rows only (decision 111); 'unread-notes' reads the notes `userId` has read */
  attention: WorkOrderAttention | null;
  userId: number;
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The shared crew-line join (order, client, store, status) with the order's account manager: what the search and the print read. */
function crewLinesWithManagers(db: Db) {
  return crewLinesWithOrders(db).leftJoin('account_managers as am', 'am.id', 'o.account_manager_id');
}

/**
 * The search, with the columns named and typed as the contract's row (workOrderRow), so that the
 * driver's rows can go to JSON.stringify as they are (decision 010). Newest onsite date first.
 */
export function searchRowsQuery(db: Db, vendorId: number, f: SearchFilters) {
  let query = crewLinesWithManagers(db)
    .select([
      'cd.ocd_id as ocdId',
      'cd.ord_num as ordNum',
      'cd.crew_id as crewId',
      'o.po_num as poNum',
      'c.code as clientCode',
      'l.store_number as location',
      'l.name as company',
      sql<string>`l.address1 || case when l.address2 <> '' then ', ' || l.address2 else '' end
        || ', ' || l.city || ', ' || l.state || ' ' || l.zip`.as('fullAddress'),
      'l.city as city',
      'l.state as state',
      'o.category as category',
      'o.order_type as orderType',
      // numeric(12,2) as a double: the driver reads it as a JS number, exact to the cent for display
      sql<number>`cd.nte::float8`.as('nte'),
      's.description as orderStatus',
      'o.client_po as clientPO',
      sql<string>`coalesce(am.name, '')`.as('acManagerName'),
      sql<string>`coalesce(am.email, '')`.as('acManagerEmail'),
      sql<string>`to_char(cd.work_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('workDate'),
      'cd.sign_off_exist as signOffExist',
      'cd.vendor_invoice_exist as vendorInvoiceExist',
    ])
    .where('cd.vendor_id', '=', vendorId)
    .where('cd.work_date', '>=', f.from)
    .where('cd.work_date', '<', f.to);
  if (f.statusCode !== null) query = query.where('o.status_code', '=', f.statusCode);
  if (f.storeNumber !== null) query = query.where('l.store_number', '=', f.storeNumber);
  if (f.poPrefix !== null) {
    query = query.where(sql<boolean>`lower(o.po_num) like ${escapeLike(f.poPrefix.toLowerCase()) + '%'}`);
  }
  if (f.assignedTo !== null) query = query.where(assignedToUser(f.assignedTo));
  if (f.attention !== null) query = query.where(attentionCondition(f.attention, f.userId));
  return query.orderBy('cd.work_date', 'desc').orderBy('cd.ocd_id', 'desc');
}

export type SearchRow = Awaited<ReturnType<ReturnType<typeof searchRowsQuery>['execute']>>[number];

// Small batches start the answer early and keep PostgreSQL, the driver, the serializer and the client
// busy at once: measured on 100,000 rows, batches of 500-2,000 rows answered in ~0.71 s, of 5,000 in
// ~0.89 s and of 20,000 in ~0.89 s (decision 030).
const SEARCH_BATCH_ROWS = 1000;

/**
 * The search's rows batch by batch as PostgreSQL sends them (decisions 025 and 030): the answer starts
 * with the first batch instead of after the driver has read every row, and while `onBatch` serializes
 * and sends one batch, PostgreSQL and the driver go on with the next. The query is the plain one (no
 * cursor: same plan as `execute()`, parallel workers included). A batch that `onBatch` is still
 * taking pauses the reading; if it throws, the rest of the rows are dropped and the call rejects.
 */
export function forEachSearchBatch(
  db: Db,
  vendorId: number,
  filters: SearchFilters,
  onBatch: (rows: SearchRow[]) => Promise<void>,
): Promise<void> {
  return streamRows(db, searchRowsQuery(db, vendorId, filters), SEARCH_BATCH_ROWS, onBatch);
}

/** What a printed purchase order shows of a crew line; only the vendor's lines are found. */
export function findPrintOrders(db: Db, vendorId: number, ocdIds: number[]) {
  return crewLinesWithManagers(db)
    .select([
      'cd.ocd_id as ocdId',
      'cd.ord_num as ordNum',
      'cd.crew_id as crewId',
      'cd.nte as nte',
      'cd.work_date as workDate',
      'o.po_num as poNum',
      'o.category as category',
      'o.order_type as orderType',
      'o.priority as priority',
      'o.client_po as clientPO',
      'o.order_comment as orderComment',
      'o.additional_information as additionalInformation',
      'o.begin_service as beginService',
      'o.service_end as serviceEnd',
      's.description as orderStatus',
      'c.code as clientCode',
      'c.name as clientName',
      'l.store_number as storeNumber',
      'l.name as locationName',
      'l.address1 as address1',
      'l.address2 as address2',
      'l.city as city',
      'l.state as state',
      'l.zip as zip',
      'am.name as acManagerName',
      'am.email as acManagerEmail',
    ])
    .where('cd.vendor_id', '=', vendorId)
    .where('cd.ocd_id', 'in', ocdIds)
    .execute();
}
export type PrintOrder = Awaited<ReturnType<typeof findPrintOrders>>[number];

export function findVendor(db: Db, vendorId: number) {
  return db
    .selectFrom('vendors')
    .select(['vendor_num as vendorNum', 'company', 'address', 'city', 'state', 'zip', 'phone'])
    .where('id', '=', vendorId)
    .executeTakeFirst();
}
export type PrintVendor = NonNullable<Awaited<ReturnType<typeof findVendor>>>;

/** How many of these (distinct) PO numbers belong to orders with a crew line of the vendor. */
export async function countOwnedPoNumbers(db: Db, vendorId: number, poNumbers: string[]): Promise<number> {
  // unnest + semi join: PostgreSQL hashes the list (100,000 numbers in ~0.2 s); "= any(list)" was slower
  const result = await sql<{ n: number }>`
    select count(*) as n
    from unnest(${poNumbers}::text[]) as p(po_num)
    where exists (
      select 1 from orders o
      join crew_details cd on cd.ord_num = o.ord_num
      where o.po_num = p.po_num and cd.vendor_id = ${vendorId}
    )`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** Records an export's blob before it is stored, so that housekeeping finds it (decision 032). */
export async function recordExport(db: Db, blobKey: string, vendorId: number): Promise<void> {
  await db.insertInto('excel_exports').values({ blob_key: blobKey, vendor_id: vendorId }).execute();
}

/** Up to `limit` exports stored more than `hours` ago, oldest first. */
export async function findExportsOlderThan(db: Db, hours: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('excel_exports')
    .select('blob_key')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${hours})`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.blob_key);
}

export async function forgetExport(db: Db, blobKey: string): Promise<void> {
  await db.deleteFrom('excel_exports').where('blob_key', '=', blobKey).execute();
}

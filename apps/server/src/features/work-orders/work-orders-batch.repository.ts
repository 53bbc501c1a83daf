// Many work orders with ONE statement (decision 051, the bench): the bulk call's fast path. It is
// `writeWorkOrder`'s statement made set-based: each CTE takes the rows of every item at once
// (`jsonb_to_recordset`, each row tagged with its item's index `i`), so a chunk of items costs one
// parse, one plan, one round trip and one commit (one WAL flush, one NOTIFY of the events trigger)
// instead of one of each per item, which is what made the per-item bulk slow. The statement is atomic:
// if anything in it fails (a PO number or crew line another work order holds, a deadlock, a value the
// database refuses), nothing of the chunk lands and the caller writes the chunk item by item, so a bad
// item still fails alone with its own answer. The caller sends no two items that share an external id,
// PO number or crew line (one statement cannot upsert a row twice).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import {
  WRITTEN_MEANWHILE,
  type WorkOrderRows,
  type WrittenWorkOrder,
} from './work-order-write.repository.ts';
import * as upsert from './work-order-upserts.repository.ts';
import type { WorkOrderChange } from '@vp/contracts';

/**
 * An item as its plan decided it (decision 122): its rows, whether it was read as new, and for an
 * update each vendor that sees a change with the changes (its `work-order.updated`).
 */
export type BatchItem = {
  rows: WorkOrderRows;
  isNew: boolean;
  updates: { vendorId: number; changes: WorkOrderChange[] }[];
};

/** Writes `items` (no two sharing a key) in one statement; their answers in their order. */
export async function writeWorkOrderBatch(db: Db, batch: BatchItem[]): Promise<WrittenWorkOrder[]> {
  if (batch.length === 0) return [];
  const items = batch.map((b) => b.rows);
  const orders = items.map((item, i) => ({ i, ...item.order, is_new: batch[i]!.isNew }));
  const updates = batch.flatMap((b, i) => b.updates.map((u) => ({ i, ...u })));
  const lines = items.flatMap((item, i) => item.lines.map((line) => ({ i, ...line })));
  const recur = items.flatMap((item, i) => item.recur.map((row) => ({ i, ...row })));
  const { rows } = await sql<{ i: number; ord_num: number; version: number; created: boolean }>`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(orders)}::jsonb) as x(i integer, external_id text,
        po_num text, status_code text, client_id integer, location_id integer, vendor_id integer,
        category text, order_type text, priority text, client_po text, nte numeric, order_comment text,
        additional_information text, begin_service timestamptz, service_end timestamptz,
        service_days integer, instructions text, is_new boolean)
    ),
    o as (
      insert into orders (external_id, po_num, status_code, client_id, location_id, vendor_id, category,
        order_type, priority, client_po, nte, order_comment, additional_information, begin_service,
        service_end, service_days)
      select external_id, po_num, status_code, client_id, location_id, vendor_id, category, order_type,
        priority, client_po, nte, order_comment, additional_information, begin_service, service_end,
        service_days
      from input order by i
      ${upsert.orderConflict}
      returning ord_num, external_id, version, xmax = 0 as created
    ),
    -- each written order with its item
    oi as (
      select input.i, input.external_id, input.po_num, input.status_code, input.vendor_id,
        input.instructions, input.is_new, o.ord_num, o.version, o.created
      from o join input using (external_id)
    ),
    lines as (
      select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as x(i integer, idx integer,
        external_id text, vendor_id integer, crew_id integer, status text, nte numeric,
        work_date timestamptz, visit_date timestamptz, response_due_at timestamptz)
    ),
    -- the chunk's order numbers as an array: with it the planner looks the rows up by index (joined to
    -- a CTE, which it guesses at 100 rows, it read the whole table, a cost that grew with the table)
    ords as (select array_agg(ord_num) as ord_nums from oi),
    before as (
      select oi.i, cd.vendor_id from crew_details cd join oi on cd.ord_num = oi.ord_num
      where cd.ord_num = any((select ord_nums from ords)::integer[])
    ),
    removed as (
      delete from crew_details cd using oi
      where cd.ord_num = any((select ord_nums from ords)::integer[]) and cd.ord_num = oi.ord_num
        and (cd.external_id is null
          or not exists (select 1 from lines l where l.i = oi.i and l.external_id = cd.external_id))
    ),
    written as (
      insert into crew_details as cd (${upsert.crewLineColumns})
      select n.id, oi.ord_num, n.external_id, n.vendor_id, coalesce(n.crew_id, n.id), n.status, n.nte,
        n.work_date, n.visit_date, n.response_due_at
      from oi join (select lines.*, nextval('crew_details_ocd_id_seq')::integer as id from lines) n
        on n.i = oi.i
      ${upsert.crewLineConflict('lines')}
      returning cd.external_id
    ),
    recur_input as (
      select * from jsonb_to_recordset(${JSON.stringify(recur)}::jsonb) as r(i integer, recur_no integer,
        year integer, task text, category text, jan integer, feb integer, mar integer, apr integer,
        may integer, jun integer, jul integer, aug integer, sep integer, oct integer, nov integer,
        dece integer)
    ),
    recur_gone as (
      delete from recur_summaries rs using oi
      where rs.ord_num = any((select ord_nums from ords)::integer[]) and rs.ord_num = oi.ord_num
        and not exists (select 1 from recur_input r
          where r.i = oi.i and r.recur_no = rs.recur_no and r.year = rs.year)
    ),
    recur_set as (
      insert into recur_summaries as rs (${upsert.recurColumns})
      select oi.ord_num, r.recur_no, r.year, r.task, r.category, r.jan, r.feb, r.mar, r.apr, r.may,
        r.jun, r.jul, r.aug, r.sep, r.oct, r.nov, r.dece
      from oi join recur_input r on r.i = oi.i
      ${upsert.recurConflict}
    ),
    instructions_set as (
      insert into client_instructions (ord_num, html)
      select ord_num, instructions from oi where instructions <> ''
      on conflict (ord_num) do update set html = excluded.html
    ),
    instructions_gone as (
      delete from client_instructions ci using oi
      where ci.ord_num = any((select ord_nums from ords)::integer[]) and ci.ord_num = oi.ord_num
        and oi.instructions = ''
    ),
    concerned as (
      select distinct i, vendor_id from (
        select i, vendor_id from input
        union all select i, vendor_id from lines
        union all select i, vendor_id from before
      ) c
    ),
    -- each item's lines per vendor, grouped once (not a scan of all the chunk's lines per event)
    vendor_lines as (
      select i, vendor_id, jsonb_agg(external_id order by idx) as ids from lines group by i, vendor_id
    ),
    -- an update's events: each vendor that sees a change, with its changes (decision 122)
    updated as (
      select * from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as u(i integer,
        "vendorId" integer, changes jsonb)
    ),
    told as (
      select c.i, c.vendor_id, null::jsonb as changes from oi join concerned c on c.i = oi.i where oi.created
      union all
      select u.i, u."vendorId", u.changes from oi join updated u on u.i = oi.i where not oi.created
    ),
    recorded as (
      insert into events (type, vendor_id, actor_kind, actor_id, subject, data)
      select case when oi.created then 'work-order.created' else 'work-order.updated' end, t.vendor_id,
        'provider', null,
        jsonb_build_object('ordNum', oi.ord_num, 'workOrderExternalId', oi.external_id),
        jsonb_build_object('version', oi.version, 'poNum', oi.po_num, 'status', oi.status_code,
          'crewLines', coalesce(vl.ids, '[]'::jsonb))
          || case when t.changes is null then '{}'::jsonb else jsonb_build_object('changes', t.changes) end
      from oi join told t on t.i = oi.i
        left join vendor_lines vl on vl.i = t.i and vl.vendor_id = t.vendor_id
      order by oi.i, t.vendor_id
    )
    select oi.i, oi.ord_num, oi.version, oi.created,
      -- a crew line of another work order was not written: refuse the whole statement
      (select case when (select count(*) from written) < ${lines.length}
        then provider_refuse('crew-line-of-another-work-order') end) as refused,
      -- read as new, created by another write meanwhile: the chunk goes one by one
      case when oi.created is distinct from oi.is_new then provider_refuse(${WRITTEN_MEANWHILE}) end as raced
    from oi order by oi.i
  `.execute(db);
  if (rows.length !== items.length) throw new Error('the batch statement wrote another number of orders');
  return rows.map((r) => ({ ordNum: r.ord_num, version: r.version, created: r.created }));
}

// The only SQL of the details sections (information, recur, IVR, crew, notes). Every query is scoped
// by the session's vendor: an order is the vendor's when one of its crew lines is.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { utcIso, utcIsoOrNull } from '../../platform/db/utc-iso.ts';
import { eventRow, type EventActor } from '../../platform/events/record-event.ts';
import { crewLinesWithOrders } from '../../domain/crew-lines.repository.ts';

/** True when the vendor has a crew line on the order. */
export function findOrderDetail(db: Db, vendorId: number, ocdId: number) {
  return crewLinesWithOrders(db)
    .select([
      'cd.ocd_id as ocdId',
      'cd.ord_num as ordNum',
      'cd.crew_id as crewId',
      'o.po_num as poNum',
      'l.store_number as location',
      'l.name as company',
      'c.code as clientCode',
      'c.name as clientName',
      'o.client_po as clientPO',
      's.description as orderStatus',
      'o.category as category',
      'o.order_type as orderType',
      'o.priority as priority',
      'l.address1 as address1',
      'l.address2 as address2',
      'l.city as city',
      'l.state as state',
      'l.zip as zip',
      'o.order_comment as orderComment',
      'o.additional_information as additionalInformation',
    ])
    .where('cd.vendor_id', '=', vendorId)
    .where('cd.ocd_id', '=', ocdId)
    .executeTakeFirst();
}

/** The order's recurring services for `year`, with their visit totals this year and next year. */
export function findRecurSummaries(db: Db, ordNum: number, year: number) {
  const months = [
    'jan',
    'feb',
    'mar',
    'apr',
    'may',
    'jun',
    'jul',
    'aug',
    'sep',
    'oct',
    'nov',
    'dece',
  ] as const;
  const total = (alias: string) =>
    sql<number>`(${sql.join(
      months.map((m) => sql.ref(`${alias}.${m}`)),
      sql` + `,
    )})::int`;
  return db
    .selectFrom('recur_summaries as r')
    .leftJoin('recur_summaries as n', (join) =>
      join
        .onRef('n.ord_num', '=', 'r.ord_num')
        .onRef('n.recur_no', '=', 'r.recur_no')
        .on('n.year', '=', year + 1),
    )
    .select([
      'r.recur_no as recurNo',
      'r.task as task',
      'r.category as category',
      ...months.map((m) => `r.${m} as ${m}` as const),
      total('r').as('thisYear'),
      sql<number>`coalesce(${total('n')}, 0)`.as('nextYear'),
    ])
    .where('r.ord_num', '=', ordNum)
    .where('r.year', '=', year)
    .orderBy('r.recur_no')
    .execute();
}

export async function findClientInstruction(db: Db, ordNum: number): Promise<string> {
  const row = await db
    .selectFrom('client_instructions')
    .select('html')
    .where('ord_num', '=', ordNum)
    .executeTakeFirst();
  return row?.html ?? '';
}

/** The vendor's own IVR check-ins on the order, newest first. */
export function findOrderHours(db: Db, vendorId: number, ordNum: number) {
  return db
    .selectFrom('order_hours as h')
    .innerJoin('vendors as v', 'v.id', 'h.vendor_id')
    .select([
      'h.id as id',
      'v.company as vendor',
      'v.vendor_num as vendorNumber',
      utcIso('h.start_at').as('startDateTime'),
      utcIsoOrNull('h.end_at').as('endDateTime'),
      sql<number>`h.hours::float8`.as('hours'),
      'h.techs as tech',
      'h.input_by as inputBy',
      utcIso('h.input_at').as('inputDate'),
      'h.caller_id as callerId',
      'h.method as method',
      'h.site_state as siteState',
      sql<number | null>`round(h.distance_m)::float8`.as('distanceMeters'),
      'h.work_done as workDone',
    ])
    .where('h.vendor_id', '=', vendorId)
    .where('h.ord_num', '=', ordNum)
    .orderBy('h.start_at', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
}

/** The vendor's crew lines of a crew (on one order, when given), newest work date first. */
export function findCrewDetails(db: Db, vendorId: number, crewId: number, ordNum: number | undefined) {
  let query = db
    .selectFrom('crew_details')
    .select([
      'ocd_id as ocdId',
      'ord_num as ordNum',
      utcIsoOrNull('visit_date').as('visitDate'),
      sql<string | null>`nullif(visit_comment, '')`.as('visitComment'),
      'status',
      // numeric(12,2) as text keeps the cents exact: '1250.00'
      sql<string>`nte::text`.as('nte'),
    ])
    .where('vendor_id', '=', vendorId)
    .where('crew_id', '=', crewId);
  if (ordNum !== undefined) query = query.where('ord_num', '=', ordNum);
  return query.orderBy('work_date', 'desc').orderBy('ocd_id', 'desc').execute();
}

const noteColumns = [
  'n.id as id',
  'n.notes as notes',
  'n.note_type as notesType',
  'n.input_by as inputBy',
  utcIso('n.created_at').as('inputDate'),
] as const;

/** The vendor's notes on the order and the provider's (vendor_id null), newest first. */
export function findOrderNotes(db: Db, vendorId: number, ordNum: number) {
  return db
    .selectFrom('order_notes as n')
    .select(noteColumns)
    .where('n.ord_num', '=', ordNum)
    .where((eb) => eb.or([eb('n.vendor_id', '=', vendorId), eb('n.vendor_id', 'is', null)]))
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc')
    .execute();
}

/**
 * Records that the user has read the company's notes (vendor_id null) on the order up to note id
 * `upTo` (decision 111): the marker only moves forward.
 */
export async function markCompanyNotesRead(db: Db, userId: number, ordNum: number, upTo: number) {
  await sql`
    insert into order_note_reads (user_id, ord_num, last_note_id)
    select ${userId}::int, ${ordNum}::int, max(n.id)
      from order_notes n
     where n.ord_num = ${ordNum}::int and n.vendor_id is null and n.id <= ${upTo}::int
    having max(n.id) is not null
    on conflict (user_id, ord_num) do update
      set last_note_id = greatest(order_note_reads.last_note_id, excluded.last_note_id), read_at = now()
  `.execute(db);
}

export type NewOrderNote = {
  ordNum: number;
  vendorId: number;
  userId: number;
  noteType: string;
  notes: string;
  inputBy: string;
};

// the catalogue checks the subject's shape before the note has an id; the statement sets the real one
const NOTE_ID_SET_BY_THE_INSERT = 1;

/**
 * Inserts the note and its work-order.note-added event in one statement (decision 090). A statement
 * is its own transaction, so the event commits with the note or not at all, as recordEvent's outbox
 * requires (decision 049); and it is one round trip to PostgreSQL instead of five (BEGIN, the insert,
 * reading the note back, the event, COMMIT), each a wait in the run queue on a busy machine.
 */
export async function insertOrderNoteWithEvent(db: Db, note: NewOrderNote, actor: EventActor) {
  const event = eventRow({
    type: 'work-order.note-added',
    vendorId: note.vendorId,
    actor,
    subject: { ordNum: note.ordNum, noteId: NOTE_ID_SET_BY_THE_INSERT },
    data: { noteType: note.noteType },
  });
  return db
    .with('n', (qb) =>
      qb
        .insertInto('order_notes')
        .values({
          ord_num: note.ordNum,
          vendor_id: note.vendorId,
          user_id: note.userId,
          note_type: note.noteType,
          notes: note.notes,
          input_by: note.inputBy,
        })
        .returning(['id', 'notes', 'note_type', 'input_by', 'created_at']),
    )
    .with('event', (qb) =>
      qb
        .insertInto('events')
        .columns(['type', 'vendor_id', 'actor_kind', 'actor_id', 'subject', 'data'])
        .expression(
          sql`select ${event.type}::text, ${event.vendor_id}::int, ${event.actor_kind}::text,
                ${event.actor_id}::int, jsonb_set(${event.subject}::jsonb, '{noteId}', to_jsonb(n.id)),
                ${event.data}::jsonb
           from n`,
        ),
    )
    .selectFrom('n')
    .select(noteColumns)
    .executeTakeFirstOrThrow();
}

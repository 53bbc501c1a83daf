// The SQL of the messages on work orders (decision 116): the crew line a conversation belongs to, as
// each surface names it; the messages with their attachments; the read markers and unread counts; and
// the read-only checks a live stream repeats while it is open.
import { sql } from 'kysely';
import type { OrderMessage, OrderMessageAuthorKind } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { ordNumOfExternalId } from '../../domain/record-lookups.repository.ts';
import { vendorCrewLine } from '../../domain/crew-lines.repository.ts';
export { orderExists } from '../../domain/record-lookups.repository.ts';

/** A crew line as a conversation needs it: who the vendor is and which order. */
export type ConversationLine = { ocdId: number; ordNum: number; vendorId: number; crewId: number };

/** A message with the vendor it was written with (the wire shape has no vendor id). */
export type StoredMessage = OrderMessage & {
  vendorId: number;
  crewLine: string | null;
  vendor: string | null;
};

const lineColumns = [
  'cd.ocd_id as ocdId',
  'cd.ord_num as ordNum',
  'cd.vendor_id as vendorId',
  'cd.crew_id as crewId',
] as const;

/** The vendor's crew line (undefined: none, or another vendor's). */
export function vendorConversationLine(db: Db, vendorId: number, ocdId: number) {
  return vendorCrewLine(db, vendorId, ocdId).select(lineColumns).executeTakeFirst();
}

/** Any crew line (the company's side). */
export function conversationLine(db: Db, ocdId: number) {
  return db
    .selectFrom('crew_details as cd')
    .select(lineColumns)
    .where('cd.ocd_id', '=', ocdId)
    .executeTakeFirst();
}

/** A work order by its external id, with its crew lines' external ids (the provider API's names). */
export async function orderByExternalId(db: Db, externalId: string) {
  const ordNum = await ordNumOfExternalId(db, externalId);
  if (ordNum === undefined) return undefined;
  const lines = await db
    .selectFrom('crew_details as cd')
    .select([...lineColumns, 'cd.external_id as externalId'])
    .where('cd.ord_num', '=', ordNum)
    .execute();
  return { ordNum, lines };
}

/** The ids among `ids` that are order documents of the vendor on the order. */
export async function documentsOfLine(
  db: Db,
  line: ConversationLine,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('order_documents')
    .select('id')
    .where('vendor_id', '=', line.vendorId)
    .where('ord_num', '=', line.ordNum)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export type NewMessageRow = {
  line: ConversationLine;
  authorKind: OrderMessageAuthorKind;
  authorUserId?: number;
  authorStaffId?: number;
  authorClientId?: number;
  authorName: string;
  body: string;
};

export async function insertMessage(
  tx: Db,
  row: NewMessageRow,
  documentIds: readonly number[],
): Promise<number> {
  const { id } = await tx
    .insertInto('order_messages')
    .values({
      ocd_id: row.line.ocdId,
      ord_num: row.line.ordNum,
      vendor_id: row.line.vendorId,
      author_kind: row.authorKind,
      author_user_id: row.authorUserId ?? null,
      author_staff_id: row.authorStaffId ?? null,
      author_client_id: row.authorClientId ?? null,
      author_name: row.authorName,
      body: row.body,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (documentIds.length > 0) {
    await tx
      .insertInto('order_message_attachments')
      .values([...new Set(documentIds)].map((documentId) => ({ message_id: id, document_id: documentId })))
      .execute();
  }
  return id;
}

/** The name a vendor user's messages go by. */
export async function userNameOf(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return `${row.first_name} ${row.last_name}`.trim() || row.email;
}

/** The row id of an API client (its client_id is what its token names). */
export async function apiClientRowId(db: Db, clientId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('api_clients')
    .select('id')
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row?.id;
}

function messagesQuery(db: Db) {
  return db
    .selectFrom('order_messages as m')
    .innerJoin('crew_details as cd', 'cd.ocd_id', 'm.ocd_id')
    .innerJoin('vendors as v', 'v.id', 'm.vendor_id')
    .select([
      'm.id',
      'm.ocd_id',
      'm.ord_num',
      'm.vendor_id',
      'm.author_kind',
      'm.author_name',
      'm.body',
      'm.created_at',
      'cd.external_id as crew_line',
      'v.external_id as vendor',
    ]);
}

type MessageRow = {
  id: number;
  ocd_id: number;
  ord_num: number;
  vendor_id: number;
  author_kind: OrderMessageAuthorKind;
  author_name: string;
  body: string;
  created_at: Date;
  crew_line: string | null;
  vendor: string | null;
};

/** The rows with their attachments, in the order given. */
async function withAttachments(db: Db, rows: MessageRow[]): Promise<StoredMessage[]> {
  const attachments =
    rows.length === 0
      ? []
      : await db
          .selectFrom('order_message_attachments as a')
          .innerJoin('order_documents as d', 'd.id', 'a.document_id')
          .select(['a.message_id', 'd.id', 'd.file_name', 'd.file_extension', 'd.size_bytes'])
          .where(
            'a.message_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('d.id')
          .execute();
  return rows.map((r) => ({
    id: r.id,
    ocdId: r.ocd_id,
    ordNum: r.ord_num,
    vendorId: r.vendor_id,
    crewLine: r.crew_line,
    vendor: r.vendor,
    authorKind: r.author_kind,
    authorName: r.author_name,
    body: r.body,
    createdAt: r.created_at.toISOString(),
    attachments: attachments
      .filter((a) => a.message_id === r.id)
      .map((a) => ({
        documentId: a.id,
        fileName: a.file_name,
        fileExtension: a.file_extension,
        sizeBytes: a.size_bytes,
      })),
  }));
}

/** One message (the live stream loads each one once per process). */
export async function messageById(db: Db, id: number): Promise<StoredMessage | undefined> {
  const rows = await messagesQuery(db).where('m.id', '=', id).execute();
  return (await withAttachments(db, rows))[0];
}

/**
 * A conversation's newest `limit` messages (before the message `beforeId`, when given: a page of older
 * ones), oldest first. `vendorId`: only those written with that vendor (the vendor's side); null: all of
 * the crew line's (the company's).
 */
export async function newestMessages(
  db: Db,
  ocdId: number,
  vendorId: number | null,
  limit: number,
  beforeId?: number,
) {
  let query = messagesQuery(db).where('m.ocd_id', '=', ocdId);
  if (vendorId !== null) query = query.where('m.vendor_id', '=', vendorId);
  if (beforeId !== undefined) query = query.where('m.id', '<', beforeId);
  const rows = await query.orderBy('m.id', 'desc').limit(limit).execute();
  return withAttachments(db, rows.reverse());
}

/** A conversation's messages after `afterId`, oldest first (a stream's catch-up). */
export async function messagesAfter(
  db: Db,
  ocdId: number,
  vendorId: number | null,
  afterId: number,
  limit: number,
) {
  let query = messagesQuery(db).where('m.ocd_id', '=', ocdId).where('m.id', '>', afterId);
  if (vendorId !== null) query = query.where('m.vendor_id', '=', vendorId);
  return withAttachments(db, await query.orderBy('m.id').limit(limit).execute());
}

/**
 * A work order's messages for the provider API: past the cursor's id (after it oldest first, before it
 * newest first), posted since, `limit` rows.
 */
export async function orderMessagesPage(
  db: Db,
  ordNum: number,
  window: {
    ocdId: number | undefined;
    cursorId: number | undefined;
    since: Date | undefined;
    limit: number;
    newestFirst: boolean;
  },
) {
  let query = messagesQuery(db).where('m.ord_num', '=', ordNum);
  if (window.ocdId !== undefined) query = query.where('m.ocd_id', '=', window.ocdId);
  if (window.cursorId !== undefined)
    query = query.where('m.id', window.newestFirst ? '<' : '>', window.cursorId);
  if (window.since !== undefined) query = query.where('m.created_at', '>=', window.since);
  const ordered = query.orderBy('m.id', window.newestFirst ? 'desc' : 'asc');
  return withAttachments(db, await ordered.limit(window.limit).execute());
}

// --- read markers and unread counts: a reader's unread messages are the other side's -------------

/** The highest message id a vendor user had read on the crew line (0: none). */
export async function userReadUpTo(db: Db, userId: number, ocdId: number): Promise<number> {
  const row = await db
    .selectFrom('order_message_reads')
    .select('last_message_id')
    .where('user_id', '=', userId)
    .where('ocd_id', '=', ocdId)
    .executeTakeFirst();
  return row?.last_message_id ?? 0;
}

export async function staffReadUpTo(db: Db, staffId: number, ocdId: number): Promise<number> {
  const row = await db
    .selectFrom('order_message_staff_reads')
    .select('last_message_id')
    .where('staff_id', '=', staffId)
    .where('ocd_id', '=', ocdId)
    .executeTakeFirst();
  return row?.last_message_id ?? 0;
}

/** `upTo`, but no further than the conversation's newest message: a message not yet posted stays unread. */
const newestUpTo = (ocdId: number, upTo: number) =>
  sql`least(${upTo}::int, coalesce((select max(id) from order_messages where ocd_id = ${ocdId}), 0))`;

/** Moves the vendor user's marker up to `upTo` (never back: an older page's mark changes nothing). */
export async function markUserRead(db: Db, userId: number, ocdId: number, upTo: number): Promise<void> {
  await sql`
    insert into order_message_reads (user_id, ocd_id, last_message_id)
    values (${userId}, ${ocdId}, ${newestUpTo(ocdId, upTo)})
    on conflict (user_id, ocd_id) do update
      set last_message_id = greatest(order_message_reads.last_message_id, excluded.last_message_id),
          read_at = now()
  `.execute(db);
}

export async function markStaffRead(db: Db, staffId: number, ocdId: number, upTo: number): Promise<void> {
  await sql`
    insert into order_message_staff_reads (staff_id, ocd_id, last_message_id)
    values (${staffId}, ${ocdId}, ${newestUpTo(ocdId, upTo)})
    on conflict (staff_id, ocd_id) do update
      set last_message_id = greatest(order_message_staff_reads.last_message_id, excluded.last_message_id),
          read_at = now()
  `.execute(db);
}

/** The company's messages on the crew line the vendor user has not read. */
export async function userUnreadOn(db: Db, userId: number, line: ConversationLine): Promise<number> {
  const row = await sql<{ unread: number }>`
    select count(*)::int as unread from order_messages m
     where m.ocd_id = ${line.ocdId} and m.vendor_id = ${line.vendorId} and m.author_kind <> 'vendor-user'
       and m.id > coalesce((select last_message_id from order_message_reads
                             where user_id = ${userId} and ocd_id = ${line.ocdId}), 0)
  `.execute(db);
  return row.rows[0]?.unread ?? 0;
}

/** The vendor's messages on the crew line the staff member has not read. */
export async function staffUnreadOn(db: Db, staffId: number, ocdId: number): Promise<number> {
  const row = await sql<{ unread: number }>`
    select count(*)::int as unread from order_messages m
     where m.ocd_id = ${ocdId} and m.author_kind = 'vendor-user'
       and m.id > coalesce((select last_message_id from order_message_staff_reads
                             where staff_id = ${staffId} and ocd_id = ${ocdId}), 0)
  `.execute(db);
  return row.rows[0]?.unread ?? 0;
}

/**
 * The company's messages a vendor user has not read, by crew line: on the vendor's current crew lines
 * only (a line given to another vendor is no longer the user's), and with `assignedTo`, only those
 * assigned to that user (a technician's).
 */
export async function userUnreadByLine(db: Db, vendorId: number, userId: number, assignedTo: number | null) {
  const result = await sql<{ ocdId: number; ordNum: number; unread: number }>`
    select m.ocd_id as "ocdId", m.ord_num as "ordNum", count(*)::int as unread
      from order_messages m
      join crew_details cd on cd.ocd_id = m.ocd_id and cd.vendor_id = m.vendor_id
      left join order_message_reads r on r.user_id = ${userId} and r.ocd_id = m.ocd_id
     where m.vendor_id = ${vendorId} and m.author_kind <> 'vendor-user'
       and m.id > coalesce(r.last_message_id, 0)
       ${
         assignedTo === null
           ? sql``
           : sql`and exists (select 1 from crew_line_assignments a
                              where a.ocd_id = m.ocd_id and a.user_id = ${assignedTo})`
       }
     group by m.ocd_id, m.ord_num
     order by unread desc, m.ocd_id
     limit 500
  `.execute(db);
  return result.rows;
}

/** A work order's conversations (one per crew line) with the staff member's unread counts. */
export async function staffConversations(db: Db, ordNum: number, staffId: number) {
  const result = await sql<{
    ocdId: number;
    crewId: number;
    vendorId: number;
    vendorName: string;
    messages: number;
    unread: number;
  }>`
    select cd.ocd_id as "ocdId", cd.crew_id as "crewId", cd.vendor_id as "vendorId", v.company as "vendorName",
           (select count(*)::int from order_messages m where m.ocd_id = cd.ocd_id) as messages,
           (select count(*)::int from order_messages m
             where m.ocd_id = cd.ocd_id and m.author_kind = 'vendor-user'
               and m.id > coalesce((select last_message_id from order_message_staff_reads r
                                     where r.staff_id = ${staffId} and r.ocd_id = cd.ocd_id), 0)) as unread
      from crew_details cd join vendors v on v.id = cd.vendor_id
     where cd.ord_num = ${ordNum}
     order by cd.crew_id, cd.ocd_id
  `.execute(db);
  return result.rows;
}

/** A staff session still open, its account active and not idle past the timeout; touches nothing. */
export async function staffSessionStillOpen(db: Db, sessionId: string, staffId: number, idleSeconds: number) {
  const result = await sql<{ ok: number }>`
    select 1 as ok from staff_sessions s join staff_accounts a on a.id = s.staff_id
     where s.id = ${sessionId} and s.staff_id = ${staffId}
       and s.revoked_at is null and s.expires_at > now()
       and s.last_seen_at > now() - make_interval(secs => ${idleSeconds})
       and a.status = 'active'
  `.execute(db);
  return result.rows.length > 0;
}

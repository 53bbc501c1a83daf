// The Audit log screen (issue 18 point 2, decision 063): the staff audit log (staff_audit_log, decision
// 057) and the vendor side's activity (the events a vendor user caused, decision 049) read as one list,
// newest first, with every filter narrowing both, paged by a keyset cursor (time, source, id), and
// exported to Excel. Events a staff member, the provider API or the system caused are left out: a
// staff change is already in the staff log with its values before and after, and the others are the
// events feed's.
import { AUDIT_EXPORT_MAX_ROWS, EVENT_TYPES, type AuditEntry, type AuditFilter } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import {
  auditStaff,
  loggedActions,
  readPage,
  resolve,
  type Cursor,
  type Row,
} from './staff-audit.repository.ts';

const badCursor = () => badRequest('Invalid request: cursor: this cursor was not given by the audit log.');

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`au1|${c.at}|${c.rank}|${c.id}`).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  const parts = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const [tag, at, rank, id] = parts;
  if (parts.length !== 4 || tag !== 'au1' || !at || Number.isNaN(Date.parse(at))) throw badCursor();
  if (rank !== '0' && rank !== '1') throw badCursor();
  if (!/^\d{1,18}$/.test(id ?? '')) throw badCursor();
  return { at, rank: rank === '1' ? 1 : 0, id: Number(id) };
}

const toEntry = (r: Row): AuditEntry => ({
  key: `${r.rank === 1 ? 's' : 'v'}${r.id}`,
  source: r.rank === 1 ? 'staff' : 'vendor',
  at: r.at.toISOString(),
  action: r.action,
  actor: r.actor ?? '',
  staffId: r.staff_id,
  vendorNum: r.vendor_num,
  vendorName: r.vendor_name,
  subjectType: r.subject_type,
  subjectId: r.subject_id,
  before: r.before ?? null,
  after: r.after ?? null,
  ip: r.ip,
});

export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const cursor = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
  const resolved = await resolve(db, filter);
  const { rows, next } = await readPage(db, resolved, cursor, page.limit);
  return { items: rows.map(toEntry), nextCursor: next ? encodeCursor(next) : null };
}

/**
 * The filtered rows, newest first, in batches of `batch`, at most `maxRows` of them; the
 * filter is checked (and a 400 thrown) before the first batch is asked for.
 */
export async function auditRows(
  db: Db,
  filter: AuditFilter,
  batch = 1000,
  maxRows = AUDIT_EXPORT_MAX_ROWS,
): Promise<AsyncGenerator<AuditEntry[], { truncated: boolean }>> {
  const resolved = await resolve(db, filter);
  return (async function* rows() {
    let cursor: Cursor | undefined;
    let count = 0;
    for (;;) {
      const { rows, next } = await readPage(db, resolved, cursor, Math.min(batch, maxRows - count));
      count += rows.length;
      if (rows.length > 0) yield rows.map(toEntry);
      if (!next) return { truncated: false };
      if (count >= maxRows) return { truncated: true };
      cursor = next;
    }
  })();
}

/** The filter's choices: every staff member (the log names them) and the known actions. */
export async function auditChoices(db: Db) {
  const [staff, logged] = await Promise.all([auditStaff(db), loggedActions(db)]);
  const actions = [...new Set([...logged.map((r) => r.action), ...EVENT_TYPES])].sort();
  return { staff, actions };
}

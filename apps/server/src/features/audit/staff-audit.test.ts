// The Audit log's calls over real HTTP and PostgreSQL (decision 063): the staff audit log and the
// vendor users' events in one list, newest first; each filter (source, vendor, vendor user, staff
// member, action, dates) narrows the rows to exactly those it names; keyset pages that neither skip nor
// repeat; bad filters and cursors refused (400); the Excel export parsed back with exceljs holds the
// filtered rows.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_EXPORT_CONTENT_TYPE,
  AUDIT_EXPORT_MAX_ROWS,
  auditChoicesCall,
  auditEntrySchema,
  exportAuditCall,
  listAuditCall,
  type AuditEntry,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { createUser, createVendor, type TestUser } from '../../../test/fixtures/index.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { recordEvent, type EventActor } from '../../platform/events/record-event.ts';
import { recordStaffAction } from '../../platform/identity/staff-audit-log.repository.ts';
import { AUDIT_EXPORT_COLUMNS } from './staff-audit-export.ts';
import { auditRows } from './staff-audit.service.ts';

const server = testServerForFile();
let admin: Awaited<ReturnType<typeof staffSession>>;
let reader: Awaited<ReturnType<typeof staffSession>>;
let vendorA: { vendorId: number; vendorNum: number };
let vendorB: { vendorId: number; vendorNum: number };
let userA: TestUser;
let userB: TestUser;

let zipId = 0;
async function vendorEvent(user: TestUser, actor?: EventActor, at?: string) {
  await server.db.transaction().execute(async (tx) => {
    await recordEvent(tx, {
      type: 'vendor.zip-added',
      vendorId: user.vendorId,
      actor: actor ?? { kind: 'vendor-user', id: user.userId },
      subject: { vendorZipId: ++zipId },
      data: { zipCode: String(10000 + zipId) },
    });
    if (at)
      await tx
        .updateTable('events')
        .set({ occurred_at: new Date(at) })
        .where('subject', '@>', JSON.stringify({ vendorZipId: zipId }))
        .execute();
  });
}

async function staffRow(
  who: { staffId: number; email: string },
  action: string,
  subject: { type: string; id: string | number },
  at?: string,
) {
  await server.db.transaction().execute(async (tx) => {
    await recordStaffAction(tx, {
      actor: who,
      action,
      subjectType: subject.type,
      subjectId: subject.id,
      before: { status: 'old' },
      after: { status: 'new' },
      ip: '127.0.0.1',
    });
    if (at)
      await tx
        .updateTable('staff_audit_log')
        .set({ at: new Date(at) })
        .where('id', '=', (eb) => eb.selectFrom('staff_audit_log').select((e) => e.fn.max('id').as('m')))
        .execute();
  });
}

beforeAll(async () => {
  admin = await staffSession(server, 'administrator');
  reader = await staffSession(server, 'read_only');
  vendorA = await createVendor(server.db, 'Alpha Plumbing');
  vendorB = await createVendor(server.db, 'Beta Electric');
  userA = await createUser(server.db, vendorA.vendorId);
  userB = await createUser(server.db, vendorB.vendorId);

  await vendorEvent(userA, undefined, '2026-01-15T10:00:00Z');
  await vendorEvent(userA);
  await vendorEvent(userB);
  // not the vendor side's: a staff member's and the provider API's events are left out
  await vendorEvent(userA, { kind: 'staff', id: admin.staffId });
  await vendorEvent(userA, { kind: 'provider', id: null });
  await staffRow(admin, 'api_client.created', { type: 'api_client', id: 'vpc_x' }, '2026-01-16T09:00:00Z');
  await staffRow(admin, 'vendor.note_added', { type: 'vendor', id: vendorA.vendorId });
  await staffRow(reader, 'vendor.note_added', { type: 'vendor', id: vendorB.vendorId });
  await staffRow(reader, 'user.password-reset', { type: 'vendor_user', id: userB.userId });
});

const queryText = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
const list = async (query: Record<string, string | number> = {}, cookie = admin.cookie) => {
  const qs = queryText(query);
  return api(server, `${listAuditCall.path}${qs ? `?${qs}` : ''}`, { headers: { cookie } });
};
const entries = async (query: Record<string, string | number> = {}): Promise<AuditEntry[]> => {
  const res = await list({ limit: 200, ...query });
  expect(res.status, res.text).toBe(200);
  return (res.json.items as unknown[]).map((e) => auditEntrySchema.parse(e));
};
// the rows these tests made (the staff sessions above write none; other rows would be the server's)
const summary = (rows: AuditEntry[]) => rows.map((e) => `${e.source}:${e.action}:${e.actor}`);

describe('the audit list', () => {
  it('lists the staff log and the vendor users activity together, newest first, without staff or provider events', async () => {
    const rows = await entries();
    expect(rows).toHaveLength(7);
    const times = rows.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows.filter((e) => e.source === 'vendor')).toHaveLength(3);
    expect(rows.filter((e) => e.source === 'staff')).toHaveLength(4);
    const last = rows[rows.length - 1]!;
    expect(last).toMatchObject({
      source: 'vendor',
      actor: userA.email,
      vendorNum: vendorA.vendorNum,
      vendorName: 'Alpha Plumbing',
    });
    expect(last.after).toMatchObject({ data: { zipCode: expect.any(String) } });
    const staff = rows.find((e) => e.action === 'api_client.created')!;
    expect(staff).toMatchObject({
      actor: admin.email,
      staffId: admin.staffId,
      before: { status: 'old' },
      after: { status: 'new' },
      ip: '127.0.0.1',
    });
  });

  it('narrows the rows by each filter', async () => {
    expect((await entries({ source: 'staff' })).every((e) => e.source === 'staff')).toBe(true);
    expect(await entries({ source: 'vendor' })).toHaveLength(3);

    const byVendor = await entries({ vendorNum: vendorA.vendorNum });
    expect(summary(byVendor).sort()).toEqual(
      [
        `staff:vendor.note_added:${admin.email}`,
        `vendor:vendor.zip-added:${userA.email}`,
        `vendor:vendor.zip-added:${userA.email}`,
      ].sort(),
    );
    expect(await entries({ vendorNum: 999999 })).toEqual([]);

    const byUser = await entries({ userEmail: userB.email.toUpperCase() });
    expect(summary(byUser).sort()).toEqual(
      [`staff:user.password-reset:${reader.email}`, `vendor:vendor.zip-added:${userB.email}`].sort(),
    );

    const byStaff = await entries({ staffId: reader.staffId });
    expect(summary(byStaff).sort()).toEqual(
      [`staff:user.password-reset:${reader.email}`, `staff:vendor.note_added:${reader.email}`].sort(),
    );

    const byAction = await entries({ action: 'vendor.note_added' });
    expect(byAction.map((e) => e.actor).sort()).toEqual([admin.email, reader.email].sort());
    expect(await entries({ action: 'vendor.zip-added', staffId: admin.staffId })).toEqual([]);

    const january = await entries({ from: '2026-01-15', to: '2026-01-16' });
    expect(summary(january)).toEqual([
      `staff:api_client.created:${admin.email}`,
      `vendor:vendor.zip-added:${userA.email}`,
    ]);
    expect(summary(await entries({ from: '2026-01-16', to: '2026-01-16' }))).toEqual([
      `staff:api_client.created:${admin.email}`,
    ]);
    expect((await entries({ from: '2026-01-17' })).length).toBe(5);
  });

  it('pages by keyset without skipping or repeating a row', async () => {
    const all = await entries();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list({ limit: 2, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      seen.push(...(res.json.items as AuditEntry[]).map((e) => e.key));
      cursor = res.json.nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual(all.map((e) => e.key));
  });

  it('refuses bad filters and cursors (400)', async () => {
    const queries: Record<string, string | number>[] = [
      { cursor: 'bm90IGEgY3Vyc29y' },
      { from: '2026-02-01', to: '2026-01-01' },
      { from: '15/01/2026' },
      { source: 'everyone' },
      { vendorNum: 'abc' },
      { limit: 0 },
    ];
    for (const query of queries) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(String(res.json.message)).toMatch(/Invalid request/);
    }
  });

  it('lets Read-only staff read it, and offers the staff members and actions to filter by', async () => {
    expect((await list({}, reader.cookie)).status).toBe(200);
    const choices = await server.call(auditChoicesCall, {}, { headers: { cookie: reader.cookie } });
    expect(choices.status).toBe(200);
    expect((choices.json.staff as { email: string }[]).map((s) => s.email)).toEqual(
      expect.arrayContaining([admin.email, reader.email]),
    );
    expect(choices.json.actions).toEqual(expect.arrayContaining(['vendor.note_added', 'vendor.zip-added']));
  });
});

describe('the Excel export', () => {
  it('downloads the filtered rows as an .xlsx that exceljs reads back', async () => {
    const query = { staffId: reader.staffId, action: 'vendor.note_added' };
    const expected = await entries(query);
    expect(expected).toHaveLength(1);
    const res = await fetch(`${server.url}${exportAuditCall.path}?${queryText(query)}`, {
      headers: { cookie: reader.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(AUDIT_EXPORT_CONTENT_TYPE);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    expect(res.headers.get('x-export-row-limit')).toBe(String(AUDIT_EXPORT_MAX_ROWS));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Audit log')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...AUDIT_EXPORT_COLUMNS.map((c) => c.header)]);
    expect(sheet.rowCount).toBe(1 + expected.length);
    const row = sheet.getRow(2);
    expect((row.getCell(1).value as Date).toISOString()).toBe(expected[0]!.at);
    expect(row.getCell(2).value).toBe('Staff');
    expect(row.getCell(3).value).toBe(reader.email);
    expect(row.getCell(4).value).toBe('vendor.note_added');
    expect(row.getCell(5).value).toBe(vendorB.vendorNum);
    expect(row.getCell(6).value).toBe('Beta Electric');
    expect(JSON.parse(String(row.getCell(10).value))).toEqual({ status: 'new' });
  });

  it('makes formula-like text inert with a leading quote in the export, numbers left as they are (OWASP)', async () => {
    const hostile = await createVendor(server.db, '=HYPERLINK("http://evil.example","Click")');
    await server.db.transaction().execute(async (tx) => {
      await recordStaffAction(tx, {
        actor: admin,
        action: 'formula.check',
        subjectType: 'vendor',
        subjectId: hostile.vendorId,
        before: { note: '@SUM(1,2)' },
        after: { amount: -5 },
        ip: '127.0.0.1',
      });
      await recordStaffAction(tx, {
        actor: admin,
        action: 'formula.check',
        subjectType: 'api_client',
        subjectId: "-2+3+cmd|' /C calc'!A0",
        before: null,
        after: { name: '+1' },
        ip: '127.0.0.1',
      });
    });
    const res = await fetch(`${server.url}${exportAuditCall.path}?action=formula.check`, {
      headers: { cookie: admin.cookie },
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Audit log')!;
    expect(sheet.rowCount).toBe(3);
    // newest first: the api_client row, then the vendor row
    const [apiClientRow, vendorRow] = [sheet.getRow(2), sheet.getRow(3)];
    expect(apiClientRow.getCell(8).value).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(apiClientRow.getCell(10).value).toBe('{"name":"+1"}');
    expect(vendorRow.getCell(5).value).toBe(hostile.vendorNum);
    expect(vendorRow.getCell(6).value).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    // the before and after are JSON objects: text that begins with '{', never a formula
    expect(vendorRow.getCell(9).value).toBe('{"note":"@SUM(1,2)"}');
    expect(vendorRow.getCell(10).value).toBe('{"amount":-5}');
  });

  it('exports every row of a wider filter in order, and refuses a bad filter before sending anything', async () => {
    const expected = await entries({ source: 'vendor' });
    const res = await fetch(`${server.url}${exportAuditCall.path}?source=vendor`, {
      headers: { cookie: admin.cookie },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet('Audit log')!;
    const actors = [];
    for (let i = 2; i <= sheet.rowCount; i++) actors.push(sheet.getRow(i).getCell(3).value);
    expect(actors).toEqual(expected.map((e) => e.actor));

    const bad = await api(server, `${exportAuditCall.path}?from=2026-02-01&to=2026-01-01`, {
      headers: { cookie: admin.cookie },
    });
    expect(bad.status).toBe(400);
  });

  it('stops at the row limit and says the export was cut short', async () => {
    const all = await entries();
    const read = async (maxRows: number) => {
      const rows = await auditRows(server.db, {}, 2, maxRows);
      const keys: string[] = [];
      let next = await rows.next();
      while (!next.done) {
        keys.push(...next.value.map((e) => e.key));
        next = await rows.next();
      }
      return { keys, truncated: next.value.truncated };
    };
    expect(await read(3)).toEqual({ keys: all.slice(0, 3).map((e) => e.key), truncated: true });
    expect(await read(all.length)).toEqual({ keys: all.map((e) => e.key), truncated: false });
  });
});

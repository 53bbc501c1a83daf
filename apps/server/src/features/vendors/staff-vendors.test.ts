// The staff console's Vendors calls (decision 058) over real HTTP, PostgreSQL and SMTP on loopback: the
// search's filters, paging and sort, bad input (400, nothing read), an unknown vendor (404), the
// vendor's page, and each change: the same event as the provider API's (actor staff) and its staff
// audit row with the values before and after; a change that changes nothing writes neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  staffDisableVendorUserCall,
  staffEnableVendorUserCall,
  staffInviteVendorUserCall,
  staffSendPasswordLinkCall,
  staffSetQuickPayExclusionCall,
  staffSetVendorStatusCall,
  staffTradeCatalogCall,
  staffVendorCall,
  staffVendorsSearchCall,
} from '@vp/contracts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { createUser, createVendor, userRow } from '../../../test/fixtures/index.ts';
import { mailQueueDrained } from '../../../test/mail-queue.ts';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.ts';
import { staffSession } from '../../../test/staff-client.ts';

let server: TestServer;
let inbox: SmtpInbox;
let manager: Awaited<ReturnType<typeof staffSession>>;
let readOnly: Awaited<ReturnType<typeof staffSession>>;
let payable: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await startTestServer({ env: { SMTP_URL: inbox.url } });
  manager = await staffSession(server, 'vendor_manager');
  readOnly = await staffSession(server, 'read_only');
  payable = await staffSession(server, 'accounts_payable');
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

/** A vendor id no vendor has. */
const UNKNOWN = 2147483000;

// `send`: the 400 tests give it values its schema refuses
const search = (query: Record<string, string | number>) =>
  server.send(staffVendorsSearchCall, { query }, { as: readOnly });

const vendorsOf = (res: { json: Record<string, unknown> }) =>
  (res.json.items as { id: number; vendorNum: number; company: string; trades: string[] }[]) ?? [];

async function auditRows(action: string, subjectId: number) {
  return server.db
    .selectFrom('staff_audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('subject_id', '=', String(subjectId))
    .execute();
}

async function eventsOf(vendorId: number, type: string) {
  return server.db
    .selectFrom('events')
    .selectAll()
    .where('vendor_id', '=', vendorId)
    .where('type', '=', type)
    .execute();
}

/** A vendor with a unique name, state, zip, one trade and one covered zip. */
async function makeVendor(
  name: string,
  fields: { state?: string; zip?: string; trade?: string; covers?: string },
) {
  const vendor = await createVendor(server.db, name);
  await server.db
    .updateTable('vendors')
    .set({ state: fields.state ?? 'TX', zip: fields.zip ?? '75001', city: 'Dallas' })
    .where('id', '=', vendor.vendorId)
    .execute();
  if (fields.trade)
    await server.db
      .insertInto('vendor_trades')
      .values({ vendor_id: vendor.vendorId, trade_code: fields.trade })
      .execute();
  if (fields.covers)
    await server.db
      .insertInto('vendor_zips')
      .values({ vendor_id: vendor.vendorId, zip_code: fields.covers })
      .execute();
  return vendor;
}

describe('the search', () => {
  it('finds vendors by number, name, trade, state, zip and status, paged and sorted', async () => {
    const tag = `Zq${process.pid}`;
    const a = await makeVendor(`${tag} Alpha Plumbing`, {
      state: 'VT',
      zip: '05401',
      trade: 'Plumbing',
      covers: '05402',
    });
    const b = await makeVendor(`${tag} Beta Roofing`, { state: 'VT', zip: '05403', trade: 'Roofing' });
    const c = await makeVendor(`${tag} Gamma 100%_off`, { state: 'NM', zip: '87101', trade: 'Plumbing' });
    await server.db.updateTable('vendors').set({ status: 'inactive' }).where('id', '=', c.vendorId).execute();

    const byName = await search({ q: tag.toLowerCase() });
    expect(byName.status).toBe(200);
    expect(byName.json.total).toBe(3);
    expect(vendorsOf(byName).map((v) => v.id)).toEqual([a.vendorId, b.vendorId, c.vendorId]);
    expect(vendorsOf(byName)[0]!.trades).toEqual(['Plumbing']);

    expect(vendorsOf(await search({ q: String(b.vendorNum) })).map((v) => v.id)).toContain(b.vendorId);
    // every word is found, in any field and any order
    expect(vendorsOf(await search({ q: `roofing ${tag} dallas` })).map((v) => v.id)).toEqual([b.vendorId]);
    // LIKE's wildcards are taken as text
    expect(vendorsOf(await search({ q: '100%_' })).map((v) => v.id)).toEqual([c.vendorId]);
    expect(vendorsOf(await search({ q: tag, trade: 'Plumbing' })).map((v) => v.id)).toEqual([
      a.vendorId,
      c.vendorId,
    ]);
    expect(vendorsOf(await search({ q: tag, state: 'vt' })).map((v) => v.id)).toEqual([
      a.vendorId,
      b.vendorId,
    ]);
    // a zip filter finds the vendor's own zip and the zips it covers
    expect(vendorsOf(await search({ zip: '05401' })).map((v) => v.id)).toEqual([a.vendorId]);
    expect(vendorsOf(await search({ zip: '05402' })).map((v) => v.id)).toEqual([a.vendorId]);
    expect(vendorsOf(await search({ q: '05402' })).map((v) => v.id)).toEqual([a.vendorId]);
    expect(vendorsOf(await search({ q: tag, status: 'inactive' })).map((v) => v.id)).toEqual([c.vendorId]);

    // the one list shape: limit and cursor in, { items, nextCursor } out, the total beside them
    const page1 = await search({ q: tag, sort: 'company', dir: 'desc', limit: 2 });
    expect(page1.json.total).toBe(3);
    expect(vendorsOf(page1).map((v) => v.id)).toEqual([c.vendorId, b.vendorId]);
    expect(page1.json.nextCursor).toEqual(expect.any(String));
    const page2 = await search({
      q: tag,
      sort: 'company',
      dir: 'desc',
      limit: 2,
      cursor: String(page1.json.nextCursor),
    });
    expect(vendorsOf(page2).map((v) => v.id)).toEqual([a.vendorId]);
    expect(page2.json.total).toBe(3);
    expect(page2.json.nextCursor).toBeNull();
    // exactly a page's worth: no next page
    expect((await search({ q: tag, limit: 3 })).json.nextCursor).toBeNull();
  });

  it('answers 400 naming the bad value', async () => {
    for (const [query, word] of [
      [{ state: 'Texas' }, 'state'],
      [{ zip: '123' }, 'zip'],
      [{ status: 'gone' }, 'status'],
      [{ sort: 'password' }, 'sort'],
      [{ limit: 1000 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ cursor: 'not-one-it-gave' }, 'cursor'],
      [{ cursor: Buffer.from('id:4').toString('base64url') }, 'cursor'],
      [{ page: 1 }, 'page'],
      [{ q: 'x'.repeat(201) }, 'q'],
      [{ color: 'red' }, 'color'],
    ] as const) {
      const res = await search(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json.message, JSON.stringify(query)).toMatch(word);
    }
  });

  it('lists the trade catalogue', async () => {
    const res = await server.call(staffTradeCatalogCall, {}, { as: readOnly });
    expect(res.status).toBe(200);
    expect(res.json.trades).toContain('Plumbing');
  });
});

describe("a vendor's page", () => {
  it('shows profile, users, trades, zips, notes, documents, QuickPay and recent activity', async () => {
    const v = await makeVendor('Page Test Co', { trade: 'HVAC', covers: '75002' });
    const user = await createUser(server.db, v.vendorId);
    await server.db
      .insertInto('vendor_notes')
      .values([
        { vendor_id: v.vendorId, note_type: 'General', notes: 'Seen by the vendor', input_by: 'Ops' },
        {
          vendor_id: v.vendorId,
          note_type: 'Internal',
          notes: 'Company only',
          input_by: 'Ops',
          web_display: false,
        },
      ])
      .execute();
    const res = await server.call(staffVendorCall, { params: { vendorId: v.vendorId } }, { as: readOnly });
    expect(res.status).toBe(200);
    const page = res.json as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(page.vendor.vendorNum).toBe(v.vendorNum);
    expect(page.vendor.externalId).toBeNull();
    expect(page.users.map((u: { userId: number }) => u.userId)).toEqual([user.userId]);
    expect(page.trades).toEqual(['HVAC']);
    expect(page.zips).toEqual(['75002']);
    expect(page.notes.map((n: { webDisplay: boolean }) => n.webDisplay).sort()).toEqual([false, true]);
    expect(page.documents).toEqual([]);
    expect(page.quickPay).toEqual({ excluded: false, automatic: null, history: [] });
    expect(page.activity).toEqual([]);
  });

  it('answers 404 for an unknown vendor and 400 for a bad id', async () => {
    const missing = await server.call(staffVendorCall, { params: { vendorId: UNKNOWN } }, { as: readOnly });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toMatch(/no vendor/);
    const bad = await server.send(staffVendorCall, { params: { vendorId: 'abc' } }, { as: readOnly });
    expect(bad.status).toBe(400);
  });
});

describe('the changes', () => {
  /** The session signed in before the change has ended. */
  async function expectSessionEnded(sessionId: string) {
    const session = await server.db
      .selectFrom('auth_sessions')
      .select('revoked_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
  }

  /** A user's disable or enable by the manager: its one event and its one audit row, status before and after. */
  async function expectStatusWritten(
    user: { vendorId: number; userId: number },
    change: 'disabled' | 'enabled',
    before: string,
    after: string,
  ) {
    const [event] = await eventsOf(user.vendorId, `user.${change}`);
    expect(event).toMatchObject({ actor_kind: 'staff', actor_id: manager.staffId });
    const [audit] = await auditRows(`vendor.user_${change}`, user.userId);
    expect(audit!.before).toMatchObject({ status: before });
    expect(audit!.after).toMatchObject({ status: after });
  }

  /** After the same change again: still one event and one audit row. */
  async function expectWrittenOnce(
    user: { vendorId: number; userId: number },
    change: 'disabled' | 'enabled',
  ) {
    expect(await eventsOf(user.vendorId, `user.${change}`)).toHaveLength(1);
    expect(await auditRows(`vendor.user_${change}`, user.userId)).toHaveLength(1);
  }

  it('invites a user: the welcome e-mail, user.created by staff, the audit row; 409 for a taken address', async () => {
    const v = await makeVendor('Invite Co', {});
    const body = {
      email: `Invitee${process.pid}@Invite.test`,
      firstName: 'Robin',
      lastName: 'Diaz',
      phoneNumber: '214-555-0100',
    };
    const invite = (vendorId: number, invitee: typeof body) =>
      server.call(staffInviteVendorUserCall, { params: { vendorId }, body: invitee }, { as: manager });
    const res = await invite(v.vendorId, body);
    expect(res.status).toBe(200);
    const userId = res.json.userId as number;
    expect(res.json).toMatchObject({
      email: body.email.toLowerCase(),
      status: 'active',
      passwordState: 'new_password_required',
    });
    await mailQueueDrained(server.db);
    const mail = await inbox.next(body.email.toLowerCase());
    expect(mail.subject).toBe('Your vendor portal account');
    expect(mail.text).not.toMatch(/temporary password/i);
    expect(linkIn(mail, '/auth/create-password').origin).toBe(server.config.publicUrl);

    const [event] = await eventsOf(v.vendorId, 'user.created');
    expect(event).toMatchObject({ actor_kind: 'staff', actor_id: manager.staffId, subject: { userId } });
    const [audit] = await auditRows('vendor.user_invited', userId);
    expect(audit).toMatchObject({
      staff_id: manager.staffId,
      staff_email: manager.email,
      subject_type: 'vendor-user',
      before: null,
    });
    expect(audit!.after).toMatchObject({
      vendorId: v.vendorId,
      email: body.email.toLowerCase(),
      firstName: 'Robin',
    });
    expect(JSON.stringify(audit)).not.toMatch(/temporary|password"/i);

    const again = await invite(v.vendorId, body);
    expect(again.status).toBe(409);
    const bad = await server.send(
      staffInviteVendorUserCall,
      { params: { vendorId: v.vendorId }, body: { ...body, email: 'nope' } },
      { as: manager },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/email/);
    expect(await eventsOf(v.vendorId, 'user.created')).toHaveLength(1);
    const unknown = await invite(UNKNOWN, { ...body, email: `other${process.pid}@invite.test` });
    expect(unknown.status).toBe(404);
  });

  it('disables a user: its session ends, user.disabled by staff, the audit row; once', async () => {
    const signedIn = await server.signIn();
    const disable = (vendorId = signedIn.vendorId) =>
      server.call(
        staffDisableVendorUserCall,
        { params: { vendorId, userId: signedIn.userId } },
        { as: manager },
      );
    const res = await disable();
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('disabled');
    await expectSessionEnded(signedIn.sessionId);
    await expectStatusWritten(signedIn, 'disabled', 'active', 'disabled');

    expect((await disable()).status).toBe(200);
    await expectWrittenOnce(signedIn, 'disabled');
    // another vendor's user is not found under this vendor
    const other = await createVendor(server.db, 'Other Co');
    expect((await disable(other.vendorId)).status).toBe(404);
  });

  it('enables a disabled user again: it signs in, user.enabled by staff, the audit row; once; 404 for another vendor (issue 38 point 10)', async () => {
    const signedIn = await server.signIn();
    const ids = { vendorId: signedIn.vendorId, userId: signedIn.userId };
    expect((await server.call(staffDisableVendorUserCall, { params: ids }, { as: manager })).status).toBe(
      200,
    );
    const enable = (vendorId = signedIn.vendorId, options: { as?: typeof manager } = { as: manager }) =>
      server.call(staffEnableVendorUserCall, { params: { vendorId, userId: signedIn.userId } }, options);
    const res = await enable();
    expect(res.status, res.text).toBe(200);
    expect(res.json.status).toBe('active');
    expect((await userRow(server.db, signedIn.userId)).status).toBe('active');
    await expectStatusWritten(signedIn, 'enabled', 'disabled', 'active');
    // again: nothing more
    expect((await enable()).status).toBe(200);
    await expectWrittenOnce(signedIn, 'enabled');
    // another vendor's user is not found under this vendor; an unknown vendor neither
    const other = await createVendor(server.db, 'Other Enable Co');
    for (const vendorId of [other.vendorId, UNKNOWN]) expect((await enable(vendorId)).status).toBe(404);
    // no session: 401
    expect((await enable(signedIn.vendorId, {})).status).toBe(401);
  });

  it("e-mails a password link (the forgot-password flow's) and writes the audit row; a read-only member gets 403", async () => {
    const v = await makeVendor('Reset Co', {});
    const user = await createUser(server.db, v.vendorId);
    const sendLink = (as: typeof manager) =>
      server.call(
        staffSendPasswordLinkCall,
        { params: { vendorId: v.vendorId, userId: user.userId } },
        { as },
      );
    const refused = await sendLink(readOnly);
    expect(refused.status).toBe(403);
    const res = await sendLink(manager);
    expect(res.status).toBe(200);
    expect(res.json.sentTo).toBe(user.email);
    await mailQueueDrained(server.db);
    const mail = await inbox.next(user.email);
    expect(linkIn(mail, '/auth/set-password').searchParams.get('email')).toBe(user.email);
    expect(await auditRows('vendor.user_password_link_sent', user.userId)).toHaveLength(1);
  });

  it('sets the status (sessions end, vendor.updated by staff, audit) and the QuickPay exclusion (accounts payable may)', async () => {
    const signedIn = await server.signIn();
    const params = { vendorId: signedIn.vendorId };
    const setStatus = (status: string, as: typeof manager) =>
      server.send(staffSetVendorStatusCall, { params, body: { status } }, { as });
    const payableRefused = await setStatus('inactive', payable);
    expect(payableRefused.status).toBe(403);
    const bad = await setStatus('paused', manager);
    expect(bad.status).toBe(400);
    const res = await setStatus('inactive', manager);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('inactive');
    await expectSessionEnded(signedIn.sessionId);
    const [event] = await eventsOf(signedIn.vendorId, 'vendor.updated');
    expect(event).toMatchObject({
      actor_kind: 'staff',
      actor_id: manager.staffId,
      subject: { externalId: null },
      data: { fields: ['status'], status: 'inactive' },
    });
    const [audit] = await auditRows('vendor.status_changed', signedIn.vendorId);
    expect(audit).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    // the same again changes nothing
    await setStatus('inactive', manager);
    expect(await eventsOf(signedIn.vendorId, 'vendor.updated')).toHaveLength(1);

    const qp = await server.call(
      staffSetQuickPayExclusionCall,
      { params, body: { qpExclude: true } },
      { as: payable },
    );
    expect(qp.status).toBe(200);
    expect(qp.json.qpExclude).toBe(true);
    const qpEvents = await eventsOf(signedIn.vendorId, 'vendor.updated');
    expect(qpEvents.at(-1)).toMatchObject({ actor_id: payable.staffId, data: { fields: ['qpExclude'] } });
    const [qpAudit] = await auditRows('vendor.quick_pay_exclusion_changed', signedIn.vendorId);
    expect(qpAudit).toMatchObject({
      staff_id: payable.staffId,
      before: { qpExclude: false },
      after: { qpExclude: true },
    });
    const page = await server.call(staffVendorCall, { params }, { as: readOnly });
    expect((page.json.quickPay as { excluded: boolean }).excluded).toBe(true);
    expect((page.json.activity as { type: string }[]).map((e) => e.type)).toEqual([
      'vendor.updated',
      'vendor.updated',
    ]);

    const unknown = await server.call(
      staffSetQuickPayExclusionCall,
      { params: { vendorId: UNKNOWN }, body: { qpExclude: true } },
      { as: manager },
    );
    expect(unknown.status).toBe(404);
  });
});

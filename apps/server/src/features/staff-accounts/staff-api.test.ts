// The staff API's frame (issue 18 point 1, decision 057): the role matrix over every registered staff
// call (each role x each call: allowed or 403, generated from the roles on the contracts, decision 107,
// so a new call joins it by being registered), the sessions kept apart (a vendor session or a provider token is refused on
// staff calls, a staff session on vendor and provider calls), inactivity ending a session, sign-out,
// and the staff audit rows with their values before and after, written with the change or not at all.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  STAFF_ROLES,
  changeStaffRoleCall,
  createStaffCall,
  resetStaffSecondFactorCall,
  disableStaffCall,
  enableStaffCall,
  listStaffCall,
  myAccountCall,
  providerWhoamiPath,
  staffMeCall,
  staffSignOutCall,
} from '@vp/contracts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { providerClient } from '../../../test/provider-client.ts';
import { staffSession } from '../../../test/staff-client.ts';

const IDLE_SECONDS = 60;
/** A staff id no account has. */
const UNKNOWN = 2147483000;
const server = testServerForFile({ env: { STAFF_SESSION_IDLE_SECONDS: String(IDLE_SECONDS) } });

/** Every guarded staff route as registered, with the roles its contract allows. */
const staffRoutes = () =>
  server.app.accessRoutes.flatMap((route) =>
    route.access.kind === 'staff'
      ? [{ method: route.method, url: route.url, roles: route.access.roles }]
      : [],
  );

const urlOf = (path: string) => path.replace(/:[A-Za-z_]+/g, '2147483000');
const call = (method: string, path: string, headers: Record<string, string>) =>
  api(server, urlOf(path), { method, headers, ...(method === 'GET' ? {} : { body: {} }) });

describe('the role matrix', () => {
  it('lets each role make the calls its contracts allow, and answers 403 to the others', async () => {
    const routes = staffRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const sessions = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await staffSession(server, role)] as const)),
    );
    for (const route of routes) {
      for (const role of STAFF_ROLES) {
        const res = await call(route.method, route.url, { cookie: sessions[role]!.cookie });
        const label = `${role} ${route.method} ${route.url}`;
        if (route.roles.includes(role)) expect([401, 403], label).not.toContain(res.status);
        else {
          expect(res.status, label).toBe(403);
          expect(res.json.code, label).toBe('role-not-allowed');
        }
      }
    }
  });

  it('refuses every staff call without a staff session: none, a vendor session, a provider token (401)', async () => {
    const vendor = await server.signIn();
    const provider = await providerClient(server, ['vendors:read']);
    for (const route of staffRoutes()) {
      const label = `${route.method} ${route.url}`;
      expect((await call(route.method, route.url, {})).status, label).toBe(401);
      // the guard runs before the body is read: a body that is not even JSON still gets 401
      const raw = await fetch(server.url + urlOf(route.url), {
        method: route.method,
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { body: '{"not json' }),
      });
      expect(raw.status, label).toBe(401);
      expect(
        (await call(route.method, route.url, { authorization: `Bearer ${vendor.token}` })).status,
        label,
      ).toBe(401);
      expect(
        (await call(route.method, route.url, { authorization: `Bearer ${provider.token}` })).status,
        label,
      ).toBe(401);
    }
  });

  it('refuses a staff session on the vendor and provider calls (401)', async () => {
    const admin = await staffSession(server, 'administrator');
    expect((await api(server, myAccountCall.path, { token: admin.token })).status).toBe(401);
    expect((await api(server, myAccountCall.path, { headers: { cookie: admin.cookie } })).status).toBe(401);
    expect((await api(server, providerWhoamiPath, { token: admin.token })).status).toBe(401);
    // the same token is good on the staff side, as the cookie or as a bearer
    expect((await api(server, staffMeCall.path, { token: admin.token })).status).toBe(200);
  });
});

describe('staff sessions', () => {
  it('end after the idle timeout without a call, and at sign-out', async () => {
    const member = await staffSession(server, 'read_only');
    const me = await server.call(staffMeCall, {}, { as: member });
    expect(me.status).toBe(200);
    expect(me.json.idleTimeoutSeconds).toBe(IDLE_SECONDS);
    // a call moves the last-seen time; a session last seen just within the timeout still works
    const back = (seconds: number) =>
      sql`update staff_sessions set last_seen_at = now() - make_interval(secs => ${seconds}) where id = ${member.sessionId}`.execute(
        server.db,
      );
    await back(IDLE_SECONDS - 10);
    expect((await server.call(staffMeCall, {}, { as: member })).status).toBe(200);
    // the call above moved it to now; a session idle past the timeout is refused
    await back(IDLE_SECONDS + 1);
    const idle = await server.call(staffMeCall, {}, { as: member });
    expect(idle.status).toBe(401);
    expect(idle.json.code).toBe('session-ended');

    const other = await staffSession(server, 'vendor_manager');
    // sign-out is a public call (`as` would send the bearer token): the session it ends is the cookie's
    const out = await server.call(staffSignOutCall, {}, { headers: { cookie: other.cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/vp_staff=;/);
    expect((await server.call(staffMeCall, {}, { as: other })).status).toBe(401);
  });
});

describe('staff accounts and the audit log', () => {
  const auditOf = (subjectId: number) =>
    server.db
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_id', 'staff_email', 'subject_type', 'subject_id', 'before', 'after', 'at'])
      .where('subject_type', '=', 'staff')
      .where('subject_id', '=', String(subjectId))
      .orderBy('id')
      .execute();
  type Staff = { cookie: string };
  /** A staff account's change by `admin`: disable, enable or reset its authenticator. */
  const change = (
    call: typeof disableStaffCall | typeof enableStaffCall | typeof resetStaffSecondFactorCall,
    staffId: number,
    admin: Staff,
  ) => server.call(call, { params: { staffId } }, { as: admin });

  it('an Administrator creates and disables staff; each change writes who, what, when, before and after', async () => {
    const admin = await staffSession(server, 'administrator');
    const create = (body: Record<string, string>) => server.send(createStaffCall, { body }, { as: admin });
    const created = await create({
      email: 'Payables.Lead@Acme.test',
      name: 'Pay Lead',
      role: 'accounts_payable',
    });
    expect(created.status).toBe(200);
    const staff = created.json.staff as { id: number; email: string; status: string };
    expect(staff).toMatchObject({ email: 'payables.lead@acme.test', status: 'active', totpEnrolled: false });
    expect(String(created.json.temporaryPassword)).toHaveLength(16);
    expect(created.json.signInUrl).toBe(`${server.url}/staff/login`);

    // the same e-mail again: 409, and no audit row for what did not happen
    const again = await create({ email: 'payables.lead@acme.test', role: 'read_only' });
    expect(again.status).toBe(409);
    // bad input: 400 naming the field, nothing written
    const bad = await create({ email: 'someone@acme.test', role: 'superuser' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('role');

    const list = await server.call(listStaffCall, {}, { as: admin });
    expect((list.json.staff as { email: string }[]).map((s) => s.email)).toContain(staff.email);

    // the new member's session ends when an Administrator disables the account
    const memberSession = await server.db
      .insertInto('staff_sessions')
      .values({
        id: crypto.randomUUID(),
        staff_id: staff.id,
        expires_at: sql<Date>`now() + interval '1 hour'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const disabled = await change(disableStaffCall, staff.id, admin);
    expect(disabled.status).toBe(200);
    expect(disabled.json.status).toBe('disabled');
    const session = await server.db
      .selectFrom('staff_sessions')
      .select('revoked_reason')
      .where('id', '=', memberSession.id)
      .executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('account_disabled');
    // disabling it again changes nothing and writes nothing
    expect((await change(disableStaffCall, staff.id, admin)).status).toBe(200);

    const rows = await auditOf(staff.id);
    expect(rows.map((r) => r.action)).toEqual(['staff.created', 'staff.disabled']);

    // and an Administrator can enable it again (issue 38 point 10); again changes nothing
    const enabled = await change(enableStaffCall, staff.id, admin);
    expect(enabled.status, enabled.text).toBe(200);
    expect(enabled.json.status).toBe('active');
    expect((await change(enableStaffCall, staff.id, admin)).json.status).toBe('active');
    const afterEnable = await auditOf(staff.id);
    expect(afterEnable.map((r) => r.action)).toEqual(['staff.created', 'staff.disabled', 'staff.enabled']);
    expect(afterEnable[2]).toMatchObject({
      staff_id: admin.staffId,
      before: expect.objectContaining({ status: 'disabled' }),
      after: expect.objectContaining({ status: 'active' }),
    });
    expect((await change(enableStaffCall, UNKNOWN, admin)).status).toBe(404);
    for (const row of rows) {
      expect(row).toMatchObject({
        staff_id: admin.staffId,
        staff_email: admin.email,
        subject_id: String(staff.id),
      });
      expect(row.at).toBeInstanceOf(Date);
    }
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toEqual({
      email: staff.email,
      name: 'Pay Lead',
      role: 'accounts_payable',
      status: 'active',
      totpEnrolled: false,
    });
    expect(rows[1]!.before).toMatchObject({ status: 'active' });
    expect(rows[1]!.after).toMatchObject({ status: 'disabled', sessionsEnded: 1 });
    // never the temporary password
    expect(JSON.stringify(rows)).not.toContain(String(created.json.temporaryPassword));
  });

  it('refuses an Administrator disabling their own account, and an unknown account (404)', async () => {
    const admin = await staffSession(server, 'administrator');
    expect((await change(disableStaffCall, admin.staffId, admin)).status).toBe(400);
    expect((await change(disableStaffCall, UNKNOWN, admin)).status).toBe(404);
    expect(await auditOf(admin.staffId)).toEqual([]);
  });

  it("changes another member's role, effective on their next call; refuses their own, a bad role, an unknown id", async () => {
    const admin = await staffSession(server, 'administrator');
    const member = await staffSession(server, 'read_only');
    const setRole = (staffId: number, role: string) =>
      server.send(changeStaffRoleCall, { params: { staffId }, body: { role } }, { as: admin });
    // the read-only member may not list the staff; as an Administrator, on the very next call, they may
    expect((await server.call(listStaffCall, {}, { as: member })).status).toBe(403);
    const changed = await setRole(member.staffId, 'administrator');
    expect(changed.status).toBe(200);
    expect(changed.json.role).toBe('administrator');
    const listed = await server.call(listStaffCall, {}, { as: member });
    expect(listed.status).toBe(200);
    // the member signed in (its session was opened): the list says when
    const mine = (listed.json.staff as { id: number; lastSignInAt: string | null }[]).find(
      (m) => m.id === member.staffId,
    );
    expect(mine?.lastSignInAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // refused: their own role, a role that does not exist, an unknown account; nothing written
    const own = await setRole(admin.staffId, 'read_only');
    expect(own.status).toBe(400);
    expect(own.json.message).toBe('You cannot change your own role; another Administrator can.');
    const bad = await setRole(member.staffId, 'root');
    expect(bad.status).toBe(400);
    expect((await setRole(UNKNOWN, 'read_only')).status).toBe(404);
    const rows = await auditOf(member.staffId);
    expect(rows.map((r) => r.action)).toEqual(['staff.role_changed']);
    expect(rows[0]!.before).toMatchObject({ role: 'read_only' });
    expect(rows[0]!.after).toMatchObject({ role: 'administrator' });
    expect(await auditOf(admin.staffId)).toEqual([]);
  });

  it("resets another member's authenticator: codes forgotten, sessions ended, the next sign-in enrols again", async () => {
    const admin = await staffSession(server, 'administrator');
    const member = await staffSession(server, 'vendor_manager');
    await server.db
      .insertInto('staff_recovery_codes')
      .values({ staff_id: member.staffId, code_hash: 'a'.repeat(64) })
      .execute();
    const reset = await change(resetStaffSecondFactorCall, member.staffId, admin);
    expect(reset.status).toBe(200);
    expect(reset.json.totpEnrolled).toBe(false);
    const account = await server.db
      .selectFrom('staff_accounts')
      .select(['totp_secret', 'totp_enrolled_at'])
      .where('id', '=', member.staffId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ totp_secret: null, totp_enrolled_at: null });
    const codes = await server.db
      .selectFrom('staff_recovery_codes')
      .select('staff_id')
      .where('staff_id', '=', member.staffId)
      .execute();
    expect(codes).toEqual([]);
    // the member's session ended at once
    expect((await server.call(staffMeCall, {}, { as: member })).status).toBe(401);
    expect((await change(resetStaffSecondFactorCall, admin.staffId, admin)).status).toBe(400);
    const rows = await auditOf(member.staffId);
    expect(rows.map((r) => r.action)).toEqual(['staff.second_factor_reset']);
    expect(rows[0]!.before).toMatchObject({ totpEnrolled: true });
    expect(rows[0]!.after).toMatchObject({ totpEnrolled: false, sessionsEnded: 1 });
  });
});

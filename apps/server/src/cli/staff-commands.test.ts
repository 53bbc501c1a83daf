// The staff commands as an operator runs them (decision 057), against the database of a running test
// server, so that what they print is checked on the staff API itself: create-staff prints how to sign
// in and that works (new password, then the authenticator enrolled with a code from totp-code),
// list-staff shows the account, disable-staff ends its session at once.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMeCall } from '@vp/contracts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { staffPasswordStep, staffSecondFactor } from '../../test/staff-client.ts';

const run = promisify(execFile);
const cliTs = join(import.meta.dirname, 'main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'vp-cli-staff-'));
let server: TestServer;

async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [cliTs, ...args], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: server.config.db.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: server.url,
      },
    });
    return { code: 0, out: stdout + stderr, stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr, stdout: e.stdout };
  }
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

// each command starts a Node process: the cap is a limit for a loaded machine, not a timing assertion
describe('admin CLI: staff accounts', { timeout: 180_000 }, () => {
  it('refuses an unknown role, naming the roles, and creates nothing', async () => {
    const bad = await admin('create-staff', '--email', 'x@acme.test', '--role', 'superuser');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('vendor_manager (Vendor manager)');
    expect(await server.db.selectFrom('staff_accounts').select('id').execute()).toEqual([]);
    const badSecret = await admin('totp-code', '--secret', 'not base32!');
    expect(badSecret.code).toBe(1);
  });

  it('create-staff prints a sign-in that works; totp-code gives the enrolment code; list and disable', async () => {
    const created = await admin(
      'create-staff',
      '--email',
      'Lead@Acme.test',
      '--role',
      'Vendor manager',
      '--name',
      'Lee Lead',
    );
    expect(created.code, created.out).toBe(0);
    expect(created.out).toContain('Staff account lead@acme.test created (Vendor manager).');
    expect(created.out).toContain(`${server.url}/staff/login`);
    const password = /temporary password (\S+)/.exec(created.out)?.[1];
    expect(password).toHaveLength(16);
    expect((await admin('create-staff', '--email', 'lead@acme.test', '--role', 'read-only')).code).toBe(1);

    const listed = await admin('list-staff');
    expect(listed.out).toMatch(
      /lead@acme\.test\s+Vendor manager\s+active\s+\(authenticator not enrolled yet\)/,
    );

    // the person signs in as printed: a new password, then the authenticator, with the CLI's code
    const step = await staffPasswordStep(server, 'lead@acme.test', password!, 'Lead-New-Password-2026');
    expect(step.finish.json.result).toBe('TOTP_ENROLMENT_REQUIRED');
    const code = await admin('totp-code', '--secret', String(step.finish.json.totpSecret));
    expect(code.stdout.trim()).toMatch(/^\d{6}$/);
    const signedIn = await staffSecondFactor(server, String(step.finish.json.secondFactorToken), {
      code: code.stdout.trim(),
    });
    expect(signedIn.res.status).toBe(200);
    expect((await server.call(staffMeCall, {}, { headers: { cookie: signedIn.cookie! } })).status).toBe(200);

    const disabled = await admin('disable-staff', '--email', 'lead@acme.test');
    expect(disabled.out).toContain('disabled; its sessions have ended');
    expect((await server.call(staffMeCall, {}, { headers: { cookie: signedIn.cookie! } })).status).toBe(401);
    expect((await admin('disable-staff', '--email', 'lead@acme.test')).out).toContain('already disabled');
    expect((await admin('list-staff')).out).toMatch(/lead@acme\.test\s+Vendor manager\s+disabled/);
    // and enabled again (issue 38 point 10); again changes nothing
    expect((await admin('enable-staff', '--email', 'lead@acme.test')).out).toContain(
      'enabled; it can sign in again',
    );
    expect((await admin('enable-staff', '--email', 'lead@acme.test')).out).toContain('already active');
    expect((await admin('list-staff')).out).toMatch(/lead@acme\.test\s+Vendor manager\s+active/);
    expect(
      await server.db
        .selectFrom('staff_audit_log')
        .select('action')
        .where('action', '=', 'staff.enabled')
        .execute(),
    ).toHaveLength(1);

    // the CLI's changes are in the staff audit log, under the operator
    const rows = await server.db
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_id', 'staff_email', 'before', 'after'])
      .where('action', 'in', ['staff.created', 'staff.disabled'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual(['staff.created', 'staff.disabled']);
    expect(rows[0]).toMatchObject({ staff_id: null, before: null, after: { role: 'vendor_manager' } });
    expect(rows[0]!.staff_email).toMatch(/^admin-cli \(/);
    expect(rows[1]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'disabled', sessionsEnded: 1 },
    });
  });
});

// The staff sign-in over HTTP (issue 18 point 1, decision 057): SRP as the browser runs it, the
// temporary password replaced, the authenticator enrolled with its first code and the recovery codes
// shown once; then wrong codes refused and counted (throttled), a code already used in its time step
// refused (replay), and each recovery code taken once.
import { describe, expect, it } from 'vitest';
import { staffMeCall } from '@vp/contracts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import {
  createStaffAccount,
  staffPasswordStep,
  staffSecondFactor,
  type TestStaff,
} from '../../../test/staff-client.ts';
import { hashRecoveryCode, totpCodeNow } from '../../platform/identity/totp.ts';
import { createStaff } from './staff-accounts.service.ts';
import { INVALID_CODE, USED_RECOVERY_CODE } from './staff-sign-in.service.ts';
import {
  DEMO_STAFF_EMAIL,
  DEMO_STAFF_PASSWORD,
  DEMO_STAFF_TOTP_SECRET,
  demoStaffSecret,
  seedStaffDemo,
} from '../../demo/seed-staff-demo.ts';

const MAX_FAILURES = 3;
const server = testServerForFile({
  env: { AUTH_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES), AUTH_MAX_FAILURES_PER_IP: '1000' },
});

const PASSWORD = 'Staff-Test-Password-2026';

const staffAuditRows = (email: string) =>
  server.db
    .selectFrom('audit_log')
    .select(['kind', 'surface', 'staff_id', 'user_id', 'detail'])
    .where('email', '=', email)
    .orderBy('id')
    .execute();

/** Steps 1 and 2 with the right password: the second factor's token. */
async function passwordStep(staff: { email: string }, password = PASSWORD) {
  const step = await staffPasswordStep(server, staff.email, password);
  expect(step.finish.status).toBe(200);
  expect(step.serverVerified).toBe(true);
  return step.finish.json as {
    result: string;
    secondFactorToken: string;
    totpSecret?: string;
    otpauthUri?: string;
  };
}

/** A member enrolled through the first sign-in, with the recovery codes it was shown. */
async function enrolledMember(): Promise<TestStaff & { recoveryCodes: string[] }> {
  const staff = await createStaffAccount(server.db, {
    role: 'accounts_payable',
    password: PASSWORD,
    enrolled: false,
  });
  const step = await passwordStep(staff);
  expect(step.result).toBe('TOTP_ENROLMENT_REQUIRED');
  const signedIn = await staffSecondFactor(server, step.secondFactorToken, {
    code: await totpCodeNow(step.totpSecret!),
  });
  expect(signedIn.res.status).toBe(200);
  return {
    ...staff,
    totpSecret: step.totpSecret!,
    recoveryCodes: signedIn.res.json.recoveryCodes as string[],
  };
}

describe('the first sign-in of a new staff account', () => {
  it('replaces the temporary password, enrols the authenticator with its first code and shows 10 recovery codes once', async () => {
    const { staff, temporaryPassword } = await createStaff(
      server.db,
      { email: 'New.Member@Acme.test', name: 'New Member', role: 'vendor_manager' },
      { staffId: null, email: 'test' },
    );
    expect(staff.email).toBe('new.member@acme.test');

    // the temporary password is right, but must be replaced first: no second factor yet
    const first = await staffPasswordStep(server, 'new.member@acme.test', temporaryPassword);
    expect(first.finish.status).toBe(200);
    expect(first.finish.json).toEqual({ result: 'NEW_PASSWORD_REQUIRED' });

    const newPassword = 'Chosen-Staff-Password-2026';
    const second = await staffPasswordStep(server, staff.email, temporaryPassword, newPassword);
    expect(second.finish.status).toBe(200);
    expect(second.serverVerified).toBe(true);
    const enrolment = second.finish.json as Record<string, string>;
    expect(enrolment.result).toBe('TOTP_ENROLMENT_REQUIRED');
    expect(enrolment.totpSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.totpSecret}`);
    // no session before the code
    expect(second.finish.headers.get('set-cookie')).toBeNull();

    // a wrong code, and a recovery code before there are any, are refused and leave the step open
    const token = enrolment.secondFactorToken!;
    const right = await totpCodeNow(enrolment.totpSecret!);
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await staffSecondFactor(server, token, { code: wrong })).res.status).toBe(401);
    expect((await staffSecondFactor(server, token, { recoveryCode: 'abcd-efgh-jkmn-pqrs' })).res.status).toBe(
      401,
    );

    const signedIn = await staffSecondFactor(server, token, { code: right });
    expect(signedIn.res.status).toBe(200);
    expect(signedIn.res.json.result).toBe('SIGNED_IN');
    expect(signedIn.res.json.staff).toMatchObject({
      email: staff.email,
      role: 'vendor_manager',
      totpEnrolled: true,
    });
    const codes = signedIn.res.json.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(signedIn.res.json.recoveryCodesLeft).toBe(10);
    const setCookie = signedIn.res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/staff\/api/);

    // the step is taken: its token opens no second session
    expect((await staffSecondFactor(server, token, { code: right })).res.status).toBe(401);

    const me = await server.call(staffMeCall, {}, { headers: { cookie: signedIn.cookie! } });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: staff.email, totpEnrolled: true, recoveryCodesLeft: 10 });

    // the codes are stored hashed only
    const stored = await server.db
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('staff_id', '=', staff.id)
      .execute();
    expect(stored.map((r) => r.code_hash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);

    // the sign-in log: the staff surface, the failures with their reasons, then the sign-in
    const rows = await staffAuditRows(staff.email);
    expect(rows.every((r) => r.surface === 'staff' && r.user_id === null)).toBe(true);
    expect(
      rows
        .filter((r) => r.kind === 'second_factor_failed')
        .map((r) => (r.detail as { reason: string }).reason),
    ).toEqual(['wrong_code', 'recovery_code_before_enrolment']);
    expect(rows.at(-1)).toMatchObject({ kind: 'sign_in', staff_id: staff.id });
    // and the staff audit log: the account's changes with their values before and after
    const actions = await server.db
      .selectFrom('staff_audit_log')
      .select(['action', 'staff_id', 'before', 'after'])
      .where('subject_type', '=', 'staff')
      .where('subject_id', '=', String(staff.id))
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual([
      'staff.created',
      'staff.password_changed',
      'staff.totp_enrolled',
      'staff.signed_in',
    ]);
    expect(actions[2]).toMatchObject({
      staff_id: staff.id,
      before: { totpEnrolled: false },
      after: { totpEnrolled: true, recoveryCodes: 10 },
    });
  });
});

describe('codes', () => {
  it('refuses a code already used in its time step (replay)', async () => {
    const staff = await createStaffAccount(server.db, { role: 'read_only', password: PASSWORD });
    const code = await totpCodeNow(staff.totpSecret);
    const first = await passwordStep(staff);
    expect(first.result).toBe('TOTP_REQUIRED');
    expect((await staffSecondFactor(server, first.secondFactorToken, { code })).res.status).toBe(200);

    const again = await passwordStep(staff);
    const replay = await staffSecondFactor(server, again.secondFactorToken, { code });
    expect(replay.res.status).toBe(401);
    expect(replay.res.json.code).toBe('invalid-code');
    expect(replay.cookie).toBeUndefined();
    const failures = (await staffAuditRows(staff.email)).filter((r) => r.kind === 'second_factor_failed');
    expect(failures.map((r) => (r.detail as { reason: string }).reason)).toEqual(['replayed_code']);
  });

  it('takes one code once when two sign-ins race with it', async () => {
    const staff = await createStaffAccount(server.db, { role: 'read_only', password: PASSWORD });
    const [a, b] = [await passwordStep(staff), await passwordStep(staff)];
    const code = await totpCodeNow(staff.totpSecret);
    const answers = await Promise.all([
      staffSecondFactor(server, a.secondFactorToken, { code }),
      staffSecondFactor(server, b.secondFactorToken, { code }),
    ]);
    expect(answers.map((x) => x.res.status).sort()).toEqual([200, 401]);
    const sessions = await server.db
      .selectFrom('staff_sessions')
      .select('id')
      .where('staff_id', '=', staff.staffId)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('counts wrong codes and refuses more than the limit, even a right one', async () => {
    const staff = await createStaffAccount(server.db, { role: 'read_only', password: PASSWORD });
    const step = await passwordStep(staff);
    const right = await totpCodeNow(staff.totpSecret);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await staffSecondFactor(server, step.secondFactorToken, { code: wrong })).res.status).toBe(401);
    }
    const limited = await staffSecondFactor(server, step.secondFactorToken, { code: right });
    expect(limited.res.status).toBe(429);
    expect(limited.res.headers.get('retry-after')).toBe('900');
    const rows = await staffAuditRows(staff.email);
    expect(rows.filter((r) => r.kind === 'second_factor_failed')).toHaveLength(MAX_FAILURES);
    expect(rows.some((r) => r.kind === 'throttled' && r.surface === 'staff')).toBe(true);
  });

  it('takes each recovery code once', async () => {
    const staff = await enrolledMember();
    const [firstCode, secondCode] = staff.recoveryCodes;

    const one = await passwordStep(staff);
    expect(one.result).toBe('TOTP_REQUIRED');
    const withCode = await staffSecondFactor(server, one.secondFactorToken, { recoveryCode: firstCode! });
    expect(withCode.res.status).toBe(200);
    expect(withCode.res.json.recoveryCodesLeft).toBe(9);
    expect(withCode.res.json.recoveryCodes).toBeUndefined();

    const two = await passwordStep(staff);
    // a used code says it was used (issue 38 point 11); a code that never was one is "not right"
    const reused = await staffSecondFactor(server, two.secondFactorToken, { recoveryCode: firstCode! });
    expect(reused.res.status).toBe(401);
    expect(reused.res.json.message).toBe(USED_RECOVERY_CODE);
    const wrong = await staffSecondFactor(server, two.secondFactorToken, {
      recoveryCode: 'abcd-efgh-jkmn-pqrs',
    });
    expect(wrong.res.status).toBe(401);
    expect(wrong.res.json.message).toBe(INVALID_CODE);
    // typed in capitals and with spaces, the next code still works, once
    const typed = secondCode!.toUpperCase().replace(/-/g, ' ');
    const next = await staffSecondFactor(server, two.secondFactorToken, { recoveryCode: typed });
    expect(next.res.status).toBe(200);
    expect(next.res.json.recoveryCodesLeft).toBe(8);
    const used = (await staffAuditRows(staff.email)).filter((r) => r.kind === 'second_factor_failed');
    expect(used.map((r) => (r.detail as { reason: string }).reason)).toEqual([
      'used_recovery_code',
      'wrong_recovery_code',
    ]);
  });

  it('answers a wrong password, an unknown e-mail and a disabled account alike', async () => {
    const disabled = await createStaffAccount(server.db, {
      role: 'administrator',
      password: PASSWORD,
      status: 'disabled',
    });
    const active = await createStaffAccount(server.db, { role: 'administrator', password: PASSWORD });
    const answers = await Promise.all([
      staffPasswordStep(server, active.email, 'Not-The-Password-1'),
      staffPasswordStep(server, 'nobody@acme.test', PASSWORD),
      staffPasswordStep(server, disabled.email, PASSWORD),
    ]);
    for (const a of answers) {
      expect(a.finish.status).toBe(401);
      expect(a.finish.json.code).toBe('invalid-credentials');
    }
    // a vendor user's e-mail is not a staff account
    const vendor = await server.signIn();
    expect((await staffPasswordStep(server, vendor.email, PASSWORD)).finish.status).toBe(401);
  });
});

describe('the demo staff Administrator', () => {
  it('signs in with the printed e-mail, password and the code of the printed TOTP secret', async () => {
    await seedStaffDemo(server.db, await demoStaffSecret());
    const step = await passwordStep({ email: DEMO_STAFF_EMAIL }, DEMO_STAFF_PASSWORD);
    expect(step.result).toBe('TOTP_REQUIRED');
    const signedIn = await staffSecondFactor(server, step.secondFactorToken, {
      code: await totpCodeNow(DEMO_STAFF_TOTP_SECRET),
    });
    expect(signedIn.res.status).toBe(200);
    expect(signedIn.res.json.staff).toMatchObject({ email: DEMO_STAFF_EMAIL, role: 'administrator' });
  });
});

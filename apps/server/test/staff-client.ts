// Staff members for the staff console's tests (decision 057): accounts made in the test's database,
// sessions opened directly (the role matrix needs one of each role, not four sign-ins), and the
// sign-in's three calls over real HTTP (SRP as the browser runs it, then a code).
import { randomBytes } from 'node:crypto';
import {
  STAFF_SESSION_COOKIE,
  staffSecondFactorCall,
  staffSignInFinishCall,
  staffSignInStartCall,
  type StaffRole,
} from '@vp/contracts';
import type { Db } from '../src/platform/db/database.ts';
import { makeVerifier } from '../src/platform/identity/password-verifier.ts';
import {
  STAFF_SESSION_MAX_SECONDS,
  insertStaffSession,
} from '../src/platform/identity/staff-sessions.repository.ts';
import { createStaffTokenService } from '../src/platform/identity/staff-token-service.ts';
import { newTotpSecret } from '../src/platform/identity/totp.ts';
import { api } from './harness.ts';
import { srpSignIn } from './srp-client.ts';

let counter = 0;

export type TestStaff = {
  staffId: number;
  email: string;
  role: StaffRole;
  password: string;
  totpSecret: string;
};

/**
 * A staff account; with `password`, a real SRP verifier and an enrolled authenticator (`enrolled`, the
 * default), else a random verifier (for tests that open sessions directly).
 */
export async function createStaffAccount(
  db: Db,
  options: { role: StaffRole; password?: string; enrolled?: boolean; status?: 'active' | 'disabled' },
): Promise<TestStaff> {
  const email = `staff${process.pid}-${Date.now() % 100000}-${++counter}@acme.test`;
  const secret = options.password
    ? await makeVerifier(email, options.password)
    : { salt: randomBytes(16).toString('hex'), verifier: randomBytes(64).toString('hex') };
  const totpSecret = newTotpSecret();
  const enrolled = options.enrolled ?? true;
  const row = await db
    .insertInto('staff_accounts')
    .values({
      email,
      role: options.role,
      status: options.status ?? 'active',
      srp_salt: secret.salt,
      srp_verifier: secret.verifier,
      password_state: 'ok',
      totp_secret: enrolled ? totpSecret : null,
      totp_enrolled_at: enrolled ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { staffId: row.id, email, role: options.role, password: options.password ?? '', totpSecret };
}

/** A session of a new staff member of `role`, as its cookie header. */
export async function staffSession(server: { db: Db }, role: StaffRole) {
  const staff = await createStaffAccount(server.db, { role });
  const sessionId = await insertStaffSession(server.db, staff.staffId);
  const tokens = await createStaffTokenService(server.db);
  const token = await tokens.issue({ staffId: staff.staffId, sessionId }, STAFF_SESSION_MAX_SECONDS);
  return { ...staff, sessionId, token, cookie: `${STAFF_SESSION_COOKIE}=${token}` };
}

/** The vp_staff value of a Set-Cookie header. */
export function staffCookieOf(setCookie: string | null): string | undefined {
  const match = new RegExp(`(?:^|[,;]\\s*)${STAFF_SESSION_COOKIE}=([^;]*)`).exec(setCookie ?? '');
  return match ? decodeURIComponent(match[1]!) : undefined;
}

const STAFF_PATHS = { start: staffSignInStartCall.path, finish: staffSignInFinishCall.path };

/** Steps 1 and 2 (SRP) of the staff sign-in. */
export const staffPasswordStep = (
  server: { url: string },
  email: string,
  password: string,
  newPassword?: string,
  headers?: Record<string, string>,
) =>
  srpSignIn(server, email, password, {
    paths: STAFF_PATHS,
    ...(newPassword !== undefined ? { newPassword } : {}),
    ...(headers ? { headers } : {}),
  });

/** Step 3: a code or a recovery code; answers the reply and the session's cookie header, if any. */
export async function staffSecondFactor(
  server: { url: string },
  secondFactorToken: string,
  factor: { code: string } | { recoveryCode: string },
  /** e.g. the browser's address (X-Forwarded-For) and its device cookie */
  headers: Record<string, string> = {},
) {
  const res = await api(server, staffSecondFactorCall.path, {
    method: 'POST',
    headers,
    body: { secondFactorToken, ...factor },
  });
  const setCookie = res.headers.get('set-cookie');
  const value = staffCookieOf(setCookie);
  return { res, cookie: value ? `${STAFF_SESSION_COOKIE}=${value}` : undefined, setCookie };
}

// Users of the demo vendor made straight in the e2e database, each test its own, so that tests that
// change a password never depend on one another.
import { randomBytes } from 'node:crypto';
import type { DefaultVendorRoleName } from '@vp/contracts';
import { DEMO_VENDOR_NUM } from '../apps/server/src/demo/seed-demo.ts';
import { EVERYTHING_BUT_USERS, grantRolesToMany } from '../apps/server/src/features/vendors/grant-role.ts';
import type { PasswordState } from '../apps/server/src/platform/db/schema.ts';
import { sendPasswordLink } from '../apps/server/src/platform/identity/password-links.ts';
import { makeVerifier } from '../apps/server/src/platform/identity/password-verifier.ts';
import { openE2eDb } from './e2e-db.ts';
import { E2E_PORT } from './e2e-env.ts';

export type TestUser = { id: number; email: string; password: string };

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${randomBytes(3).toString('hex')}@northwind-mechanical.example`;
}

/**
 * A user of the demo vendor whose password is `password`, in the given state, holding `roles` of the
 * vendor's default ones (by default Office and Finance: everything but user administration).
 */
export async function createUser(
  label: string,
  passwordState: PasswordState = 'ok',
  password = `Pass-${randomBytes(6).toString('hex')}`,
  roles: readonly DefaultVendorRoleName[] = EVERYTHING_BUT_USERS,
): Promise<TestUser> {
  const email = uniqueEmail(label);
  const secret = await makeVerifier(email, password);
  const db = openE2eDb();
  try {
    const vendor = await db
      .selectFrom('vendors')
      .select('id')
      .where('vendor_num', '=', DEMO_VENDOR_NUM)
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('users')
      .values({
        vendor_id: vendor.id,
        email,
        first_name: 'E2e',
        last_name: label,
        srp_salt: secret.salt,
        srp_verifier: secret.verifier,
        password_state: passwordState,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await grantRolesToMany(db, vendor.id, [id], roles);
    return { id, email, password };
  } finally {
    await db.destroy();
  }
}

/**
 * What an administrator's reset does for the user's mail: a set-password link queued in the e2e
 * server's database, which its job runner writes to the outbox (the e2e server has no SMTP_URL).
 */
export async function mailSetPasswordLink(user: TestUser): Promise<void> {
  const db = openE2eDb();
  try {
    await sendPasswordLink(
      { db, publicUrl: `http://127.0.0.1:${E2E_PORT}` },
      { userId: user.id, email: user.email },
      'reset',
    );
  } finally {
    await db.destroy();
  }
}

// Users with a real password (an SRP salt and verifier made as the server makes them), for the
// sign-in and password tests.
import type { Db } from '../src/platform/db/database.ts';
import type { PasswordState, UserStatus } from '../src/platform/db/schema.ts';
import { makeVerifier } from '../src/platform/identity/password-verifier.ts';
import { createVendor, type TestUser } from './fixtures.ts';

let counter = 0;

export type PasswordUser = TestUser & { password: string };

export async function createUserWithPassword(
  db: Db,
  options: {
    password: string;
    email?: string;
    state?: PasswordState;
    status?: UserStatus;
    firstName?: string;
  },
): Promise<PasswordUser> {
  const vendor = await createVendor(db);
  const email = options.email ?? `signin${process.pid}-${Date.now() % 100000}-${++counter}@vendor.test`;
  const secret = await makeVerifier(email, options.password);
  const row = await db
    .insertInto('users')
    .values({
      vendor_id: vendor.vendorId,
      email,
      first_name: options.firstName ?? 'Pat',
      last_name: 'Tester',
      srp_salt: secret.salt,
      srp_verifier: secret.verifier,
      password_state: options.state ?? 'ok',
      status: options.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...vendor, userId: row.id, email, password: options.password };
}

export function auditRows(db: Db, email: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .orderBy('id')
    .execute();
}

// The staff accounts' queries (decision 057): an account's row as the console shows it, its changes,
// and what the sign-in asks.
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { StaffRole } from '@vp/contracts';
import type { Database } from '../../platform/db/schema.ts';

export type StaffRow = {
  id: number;
  email: string;
  name: string;
  role: string;
  status: string;
  totp_enrolled_at: Date | null;
  created_at: Date;
  last_sign_in_at?: Date | string | null;
};

const COLUMNS = ['id', 'email', 'name', 'role', 'status', 'totp_enrolled_at', 'created_at'] as const;

/** The member's last sign-in: the newest of their sessions (each sign-in opens one). */
const lastSignIn =
  sql<Date | null>`(select max(s.created_at) from staff_sessions s where s.staff_id = staff_accounts.id)`.as(
    'last_sign_in_at',
  );

/** A staff member's e-mail (undefined: no such account). */
export function staffEmailOf(db: Db, staffId: number) {
  return db.selectFrom('staff_accounts').select('email').where('id', '=', staffId).executeTakeFirst();
}

export function insertStaffAccount(tx: Db, values: Insertable<Database['staff_accounts']>) {
  return tx
    .insertInto('staff_accounts')
    .values(values)
    .onConflict((oc) => oc.column('email').doNothing())
    .returning([...COLUMNS, lastSignIn])
    .executeTakeFirst();
}

export function staffRows(db: Db) {
  return db
    .selectFrom('staff_accounts')
    .select([...COLUMNS, lastSignIn])
    .orderBy('email')
    .execute();
}

/** An account's row; `forUpdate` locks it until the transaction ends. */
export function staffRowById(db: Db, staffId: number, options: { forUpdate?: boolean } = {}) {
  const query = db
    .selectFrom('staff_accounts')
    .select([...COLUMNS, lastSignIn])
    .where('id', '=', staffId);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export function staffRowByEmail(db: Db, email: string) {
  return db
    .selectFrom('staff_accounts')
    .select([...COLUMNS, lastSignIn])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function setStaffStatus(tx: Db, staffId: number, status: 'active' | 'disabled') {
  return tx
    .updateTable('staff_accounts')
    .set((eb) => ({ status, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', staffId)
    .returning([...COLUMNS, lastSignIn])
    .executeTakeFirstOrThrow();
}

export async function setStaffRole(tx: Db, staffId: number, role: StaffRole): Promise<void> {
  await tx
    .updateTable('staff_accounts')
    .set((eb) => ({ role, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', staffId)
    .execute();
}

/** The authenticator and recovery codes forgotten: the next sign-in enrols again. */
export async function clearSecondFactor(tx: Db, staffId: number): Promise<void> {
  await tx
    .updateTable('staff_accounts')
    .set((eb) => ({
      totp_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', staffId)
    .execute();
  await tx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
}

// The staff console's side of the demo (issue 18 point 3, decision 057): a staff Administrator with a
// fixed e-mail, password and TOTP secret, already enrolled, printed at the first start beside the
// demo vendor sign-in, so that a newcomer can add the secret to an authenticator app or ask the CLI
// for the code (`npm run admin -- totp-code --secret ...`). Fixed values are for the demo only: a real
// account comes from `npm run admin -- create-staff`, and its secret from its own first sign-in.
import { sql } from 'kysely';
import type { Db } from '../platform/db/database.ts';
import { makeVerifier } from '../platform/identity/password-verifier.ts';

type PasswordSecret = { salt: string; verifier: string };

export const DEMO_STAFF_EMAIL = 'admin@acme-facilities.example';
export const DEMO_STAFF_PASSWORD = 'Acme-Staff-Demo-2026';
/** 20 bytes in base32, as an authenticator app takes it */
export const DEMO_STAFF_TOTP_SECRET = 'ACMEDEMOSTAFFTOTPSECRETACMEDEMO2';

/** The slow part (the password's verifier), made before the seed's transaction opens. */
export const demoStaffSecret = (): Promise<PasswordSecret> =>
  makeVerifier(DEMO_STAFF_EMAIL, DEMO_STAFF_PASSWORD);

export async function seedStaffDemo(tx: Db, secret: PasswordSecret): Promise<void> {
  await tx
    .insertInto('staff_accounts')
    .values({
      email: DEMO_STAFF_EMAIL,
      name: 'Alex Morgan (demo)',
      role: 'administrator',
      srp_salt: secret.salt,
      srp_verifier: secret.verifier,
      password_state: 'ok',
      totp_secret: DEMO_STAFF_TOTP_SECRET,
      totp_enrolled_at: sql<Date>`now()`,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

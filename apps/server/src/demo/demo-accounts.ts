// The demo's accounts whose secrets the README publishes (issue 37 point 8, decision 098): the provider
// API client with every scope, the staff Administrator (password and TOTP secret) and the two demo
// vendors' users. They are for the embedded default only. A server on a real database (DATABASE_URL)
// never creates them (config.ts refuses SEED_DEMO there), and one that finds them refuses to start
// until `npm run admin -- remove-demo` has deleted them. Each is known by an identifier only the demo
// uses: the API client's fixed id, and e-mail addresses under `.example`, a name reserved for examples
// (RFC 2606) that no real person's address can have. The demo vendors and their orders hold no secret
// and stay.
import type { Db } from '../platform/db/database.ts';
import { DEMO_EMAIL, DEMO_OTHER_EMAIL } from './seed-demo.ts';
import { DEMO_API_CLIENT_ID } from './seed-provider-demo.ts';
import { DEMO_STAFF_EMAIL } from './seed-staff-demo.ts';

/** What removes them, as the refusal to start names it. */
export const REMOVE_DEMO_COMMAND = 'npm run admin -- remove-demo';

const DEMO_USER_EMAILS = [DEMO_EMAIL, DEMO_OTHER_EMAIL];

/** Each demo account in the database, described for a person ('the demo API client vpc_demo_...'). */
export async function findDemoAccounts(db: Db): Promise<string[]> {
  const [clients, staff, users] = await Promise.all([
    db.selectFrom('api_clients').select('client_id').where('client_id', '=', DEMO_API_CLIENT_ID).execute(),
    db.selectFrom('staff_accounts').select('email').where('email', '=', DEMO_STAFF_EMAIL).execute(),
    db.selectFrom('users').select('email').where('email', 'in', DEMO_USER_EMAILS).orderBy('email').execute(),
  ]);
  return [
    ...clients.map((c) => `the demo API client ${c.client_id} (every scope)`),
    ...staff.map((s) => `the demo staff Administrator ${s.email}`),
    ...users.map((u) => `the demo vendor user ${u.email}`),
  ];
}

/**
 * Deletes the demo accounts, in one transaction, and answers what it deleted. What hangs on them goes
 * with them as the schema says: the API client's idempotency keys and webhook subscriptions, the
 * accounts' sessions, recovery codes and roles; audit rows and events keep their text and lose the link.
 */
export async function removeDemoAccounts(db: Db): Promise<string[]> {
  return db.transaction().execute(async (tx) => {
    const found = await findDemoAccounts(tx);
    await tx.deleteFrom('api_clients').where('client_id', '=', DEMO_API_CLIENT_ID).execute();
    await tx.deleteFrom('staff_accounts').where('email', '=', DEMO_STAFF_EMAIL).execute();
    await tx.deleteFrom('users').where('email', 'in', DEMO_USER_EMAILS).execute();
    return found;
  });
}

/** Why a server on DATABASE_URL does not start, and what to do. */
export function demoAccountsRefusal(found: readonly string[]): string {
  return [
    'The database holds the demo accounts, whose passwords and secrets are published in the README:',
    ...found.map((account) => `  - ${account}`),
    'A server on a real database (DATABASE_URL) does not start with them. Remove them with:',
    `  ${REMOVE_DEMO_COMMAND}`,
  ].join('\n');
}

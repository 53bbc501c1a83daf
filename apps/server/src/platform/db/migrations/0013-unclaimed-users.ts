// A vendor's user whose address already signs in for another vendor (issue 14, decision 036). Adding
// such an address used to answer 409 'already exists', which told a vendor's admin that the address
// belongs to a user of some other vendor. Now it is added like any other user, as an 'unclaimed' row
// of the caller's vendor that can never sign in (sign-in and the password flows look only at claimed
// rows), so the answer and the user list are the same as for a free address; the address's owner is
// e-mailed a notice instead of a temporary password. E-mails stay unique among claimed users
// portal-wide, and among a vendor's own unclaimed ones.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users add column unclaimed boolean not null default false;
    drop index users_email_key;
    create unique index users_email_key on users (lower(email)) where not unclaimed;
    create unique index users_vendor_unclaimed_email_key on users (vendor_id, lower(email)) where unclaimed;
  `.execute(db);
}

// Invitations by a first-sign-in link (issue 40 point 2): a new user's welcome e-mail carries a link
// that sets their first password, valid 7 days, instead of a temporary password that travels in the
// e-mail. Its tokens are password_tokens of purpose 'invite' (password-links.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table password_tokens drop constraint password_tokens_purpose_check;
    alter table password_tokens add constraint password_tokens_purpose_check
      check (purpose in ('create', 'reset', 'invite'));
  `.execute(db);
}

// The staff sign-in through the company's identity provider (issue 18 point 1, decision 064). A staff
// account is tied to the provider's subject at its first OpenID Connect sign-in (found then by its
// verified e-mail), and by that subject after, whatever its e-mail becomes. Each redirect to the
// provider leaves a row of its state (stored as SHA-256), nonce and PKCE verifier, bound to the
// browser that asked by a cookie's value (also hashed); the callback takes the row once (a replayed or
// forged state finds none), within minutes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table staff_accounts
      -- the provider's "sub" and the issuer it belongs to; a new issuer relinks by e-mail
      add column oidc_subject text unique,
      add column oidc_issuer text;

    create table staff_oidc_states (
      state_hash text primary key,
      -- SHA-256 of the random value of the browser's short-lived cookie: the callback must come from it
      browser_hash text not null,
      nonce text not null,
      code_verifier text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index staff_oidc_states_expires_idx on staff_oidc_states (expires_at);
  `.execute(db);
}

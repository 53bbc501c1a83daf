// Vendors and their users through the provider API (issue 17 point 2, decision 053). A vendor gets a
// status the company sets: an inactive vendor's users cannot sign in and their sessions end. And the
// vendor's own changes (its profile in the portal, its administrators' changes to users) now bump the
// row's `version` and `updated_at` too, so that the company's ETag goes stale when the vendor edits
// (a PUT with an older If-Match is 412 instead of overwriting the edit) and `updated_since` finds
// them. A writer that bumps the version itself (the provider's upserts) is left alone, and giving a
// row its external id (the demo, an adoption by SQL) is no change of the resource.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table vendors
      add column status text not null default 'active' check (status in ('active', 'inactive'));
    create index vendors_updated_at_idx on vendors (updated_at);
    create index users_updated_at_idx on users (updated_at);

    create function bump_provider_version() returns trigger language plpgsql as $$
      begin
        if new.version = old.version
           and (to_jsonb(new) - 'version' - 'updated_at' - 'external_id') is distinct from
               (to_jsonb(old) - 'version' - 'updated_at' - 'external_id') then
          new.version := old.version + 1;
          new.updated_at := now();
        end if;
        return new;
      end $$;

    create trigger vendors_bump_version before update on vendors
      for each row execute function bump_provider_version();
    -- what the company reads of a user; a password change is no change of the resource
    create trigger users_bump_version
      before update of email, first_name, last_name, phone_number, mobile_number, status on users
      for each row execute function bump_provider_version();
  `.execute(db);
}

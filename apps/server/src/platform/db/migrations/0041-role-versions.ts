// Saves carry their version (issue 38 point 1, decision 100): a role (user group) gets a `version`, one
// more at each stored change of its name, description or permissions, so that update-role can refuse a
// save made on an older one instead of silently putting back what another administrator changed.
// A trigger moves it, as migration 0024's does for vendors and users: a write that changes nothing
// leaves it alone.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table roles add column version integer not null default 1;

    create function bump_row_version() returns trigger language plpgsql as $$
      begin
        if new.version = old.version and (to_jsonb(new) - 'version') is distinct from (to_jsonb(old) - 'version') then
          new.version := old.version + 1;
        end if;
        return new;
      end $$;

    create trigger roles_bump_version before update on roles
      for each row execute function bump_row_version();
  `.execute(db);
}

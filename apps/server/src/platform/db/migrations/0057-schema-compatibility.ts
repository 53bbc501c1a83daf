// Which servers may run on this schema (issue 42 point 4, decision 120). Migrations are written
// expand-then-contract, so a server of the release before runs beside the new one during a rollout on a
// schema it does not know all of. One row says how far back that goes: a contract migration (one that
// drops or changes what older code still reads) sets oldest_code to the migration from which the code
// no longer uses it (setOldestCode in schema-version.ts); a server whose own migrations do not include
// that name refuses to serve. '' (every expand-only schema): any server whose migrations are all applied.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table schema_compatibility (
      only_row boolean primary key default true check (only_row),
      oldest_code text not null default ''
    );
    insert into schema_compatibility default values;
  `.execute(db);
}

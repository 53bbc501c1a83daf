// An instant column as the answers' ISO 8601 text in UTC with milliseconds ('2026-03-03T15:30:00.000Z'),
// written by PostgreSQL in the query, so that a row goes out as it was read (no Date round trip).
import { sql } from 'kysely';

/** The column's instant as ISO 8601 text in UTC. */
export const utcIso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** As utcIso, null when the column is. */
export const utcIsoOrNull = (column: string) =>
  sql<string | null>`case when ${sql.ref(column)} is null then null else ${utcIso(column)} end`;

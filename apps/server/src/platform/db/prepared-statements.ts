// Kysely's queries as named (prepared) statements (decision 075). Each connection parses and plans a
// query's text once and then only binds and runs it: at 650 requests/s of the many-vendor load that cut
// PostgreSQL's CPU per request by about a quarter, most of it planning. The same text always has the
// same name, across the pool's connections; pg sends the Parse only on a connection that has not seen
// that name yet.
//
// Bounded: at most `limit` texts get a name (Kysely writes a new text per length of an `in (...)`
// list, and each name holds a plan in every connection that ran it); later texts run unnamed, as
// before. Only reads and writes of rows are named, never a command (begin, set, DDL).
import type pg from 'pg';

const ROW_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * PostgreSQL refuses a prepared statement whose columns changed since it was planned (a `select *`
 * after a migration added a column, while an older process still runs: a rolling deploy).
 */
export const isStalePlan = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  /cached plan must not change result type/i.test(String((error as Error).message));

export type StatementNames = {
  /** The query as pg takes it: named when its text may be. */
  config(text: string, values: unknown[] | undefined): pg.QueryConfig;
  /** A new name for a text whose plan went stale: a connection that still holds the old one parses it again. */
  renew(text: string): void;
};

export function statementNames(limit = 1000): StatementNames {
  const names = new Map<string, string>();
  let next = 0;
  return {
    config(text, values) {
      if (!ROW_STATEMENT.test(text)) return { text, values };
      let name = names.get(text);
      if (name === undefined) {
        if (names.size >= limit) return { text, values };
        name = `vp${next++}`;
        names.set(text, name);
      }
      return { text, values, name };
    },
    renew(text) {
      if (names.has(text)) names.set(text, `vp${next++}`);
    },
  };
}

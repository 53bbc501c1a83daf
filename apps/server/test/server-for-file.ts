// The test file's own server (harness.ts) or database (test-db.ts), started before its tests and
// closed after them: one line where every file wrote the same `let`, beforeAll and afterAll. The
// handle reads through to the started one, so `server.db`, `server.call(...)` and the like work in
// hooks and tests as before; touched at the file's top level (before beforeAll ran), it throws.
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './harness.ts';
import { openTestDb, type TestDb } from './test-db.ts';

/** A handle with every member of T, each read from what `current()` gives when it is used. */
function readThrough<T extends object>(members: Record<keyof T, true>, current: () => T): T {
  const handle = {} as T;
  for (const key of Object.keys(members) as (keyof T)[]) {
    Object.defineProperty(handle, key, { enumerable: true, get: () => current()[key] });
  }
  return handle;
}

function forFile<T extends { close(): Promise<void> }>(
  what: string,
  open: () => Promise<T>,
  members: Record<keyof T, true>,
): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());
  return readThrough(members, () => {
    if (!opened) throw new Error(`the file's ${what} starts in beforeAll: use it in a hook or a test`);
    return opened;
  });
}

// every member, so that the type check names one a handle would miss
const SERVER_MEMBERS: Record<keyof TestServer, true> = {
  url: true,
  db: true,
  config: true,
  app: true,
  tokens: true,
  blobs: true,
  mailer: true,
  call: true,
  send: true,
  signIn: true,
  close: true,
};
const DB_MEMBERS: Record<keyof TestDb, true> = { db: true, url: true, close: true };

/** The file's test server (startTestServer with `options`). */
export const testServerForFile = (options: TestServerOptions = {}): TestServer =>
  forFile('test server', () => startTestServer(options), SERVER_MEMBERS);

/** The file's database (openTestDb with `options`). */
export const testDbForFile = (...options: Parameters<typeof openTestDb>): TestDb =>
  forFile('database', () => openTestDb(...options), DB_MEMBERS);

// The test file's own server (harness.ts), database (test-db.ts), SMTP inbox, webhook receiver or data
// folder, started before its tests and closed after them: one line where every file wrote the same
// `let`, beforeAll and afterAll. The handle reads through to the started one, so `server.db`,
// `server.call(...)`, `inbox.next(...)` and the like work in hooks and tests as before; touched at the
// file's top level (before beforeAll ran), it throws.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './harness.ts';
import { openTestDb, type TestDb } from './test-db.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

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
const INBOX_MEMBERS: Record<keyof SmtpInbox, true> = { url: true, received: true, next: true, close: true };
const RECEIVER_MEMBERS: Record<keyof WebhookReceiver, true> = {
  url: true,
  receipts: true,
  route: true,
  delay: true,
  hang: true,
  load: true,
  until: true,
  close: true,
};

/** The file's test server (startTestServer with `options`). */
export const testServerForFile = (options: TestServerOptions = {}): TestServer =>
  forFile('test server', () => startTestServer(options), SERVER_MEMBERS);

/** The file's SMTP inbox on loopback (startSmtpInbox). */
export const smtpInboxForFile = (): SmtpInbox => forFile('SMTP inbox', () => startSmtpInbox(), INBOX_MEMBERS);

/**
 * The file's test server and the inbox its mail goes to (SMTP_URL); `env` adds settings. The inbox
 * starts first and closes last.
 */
export function mailingServerForFile(env: Record<string, string> = {}): {
  server: TestServer;
  inbox: SmtpInbox;
} {
  const inbox = smtpInboxForFile();
  const server = forFile(
    'test server',
    () => startTestServer({ env: { SMTP_URL: inbox.url, ...env } }),
    SERVER_MEMBERS,
  );
  return { server, inbox };
}

/** The file's webhook receiver on loopback (startWebhookReceiver). */
export const webhookReceiverForFile = (): WebhookReceiver =>
  forFile('webhook receiver', () => startWebhookReceiver(), RECEIVER_MEMBERS);

/**
 * The file's webhook receiver and a test server delivering to it without delay (local http allowed, the
 * dispatcher polling every 200 ms, the job runner every 100 ms); `env` adds or replaces settings.
 */
export function webhookServerForFile(env: Record<string, string> = {}): {
  server: TestServer;
  receiver: WebhookReceiver;
} {
  const receiver = webhookReceiverForFile();
  const server = testServerForFile({
    env: {
      WEBHOOKS_ALLOW_LOCAL_HTTP: 'true',
      WEBHOOK_DISPATCH_POLL_MS: '200',
      JOBS_POLL_INTERVAL_MS: '100',
      ...env,
    },
  });
  return { server, receiver };
}

/** The file's database (openTestDb with `options`). */
export const testDbForFile = (...options: Parameters<typeof openTestDb>): TestDb =>
  forFile('database', () => openTestDb(...options), DB_MEMBERS);

/** A data folder of the file's own (a new temporary folder named from `prefix`), removed after its tests. */
export function dataDirForFile(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

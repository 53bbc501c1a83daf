// For the tests that read what the server logs (no secret ever lands in a log line): before the file's
// tests, a real SMTP inbox and a test server that logs everything, at the most verbose level, into
// `lines`; both closed after them.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { loggerOptions } from '../src/platform/http/log-options.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.ts';

export type LoggedServer = {
  /** every line the server logged, in order */
  readonly lines: string[];
  readonly server: TestServer;
  readonly inbox: SmtpInbox;
};

/** Registers the file's beforeAll/afterAll; `env` adds settings to the server's (SMTP_URL is the inbox's). */
export function loggedServerForFile(env: Record<string, string> = {}): LoggedServer {
  const lines: string[] = [];
  let server: TestServer | undefined;
  let inbox: SmtpInbox | undefined;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    server = await startTestServer({
      env: { SMTP_URL: inbox.url, ...env },
      logger: pino(loggerOptions('trace'), sink),
    });
  });
  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the logged server starts in beforeAll');
    return value;
  };
  return {
    lines,
    get server() {
      return started(server);
    },
    get inbox() {
      return started(inbox);
    },
  };
}

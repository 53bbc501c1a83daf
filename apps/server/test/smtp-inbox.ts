// A real SMTP server on loopback that keeps what it receives, for tests that follow e-mailed links.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { findPart, readMime } from '../src/platform/mail/read-mime-for-tests.ts';
import { closeSteps } from './close-steps.ts';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** the message's headers, names in lower case (e.g. list-unsubscribe) */
  headers: Map<string, string>;
};

export type SmtpInbox = {
  url: string;
  received: ReceivedMail[];
  /** waits for the next message to `to` that arrives after this call's count of messages to `to` */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** `port`: a given one (a relay coming back where the server expects it), else any free one. */
export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // a client still connected when the inbox closes is cut after 2 s, not smtp-server's default 30 s
    closeTimeout: 2000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = readMime(Buffer.concat(chunks));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: message.headers.get('subject') ?? '',
          text: findPart(message, 'text/plain')?.body.toString('utf8') ?? '',
          html: findPart(message, 'text/html')?.body.toString('utf8') ?? '',
          headers: message.headers,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  const seen = new Map<string, number>();
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    async next(to, timeoutMs = 10_000) {
      const index = seen.get(to) ?? 0;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((m) => m.to.includes(to));
        if (mine.length > index) {
          seen.set(to, index + 1);
          return mine[index]!;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () =>
      closeSteps(`smtp inbox ${listening}`, [
        { name: 'smtp close', run: () => new Promise<void>((resolve) => server.close(() => resolve())) },
      ]),
  };
}

/** The first link in a mail's text that leads to `page`, e.g. /auth/create-password. */
export function linkIn(mail: ReceivedMail, page: string): URL {
  const found = mail.text.match(/https?:\/\/\S+/g)?.find((u) => new URL(u).pathname === page);
  if (!found) throw new Error(`no ${page} link in: ${mail.text}`);
  return new URL(found);
}

// Mail for development and for installs without a relay: every message becomes an .eml file in a
// folder (open it in any mail client) and a log line, so nothing is silently lost.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';
import { toNodemailerMessage } from './nodemailer-message.ts';

export type OutboxLogEntry = { to: string; subject: string; file: string };

export type OutboxMailerOptions = {
  outboxDir: string;
  from: string;
  /** called once per message written; the server passes its logger's info */
  log: (entry: OutboxLogEntry) => void;
};

export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  // builds the complete message (Message-ID, Date, MIME parts) without sending it anywhere
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

  return {
    kind: 'outbox',
    async send(message) {
      const info = await composer.sendMail(toNodemailerMessage(options.from, message));
      // sortable by time; the random part keeps two messages in the same millisecond apart
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const file = join(options.outboxDir, `${name}.eml`);
      const temp = join(options.outboxDir, `.${name}.tmp`);
      // created on every send: someone clearing the outbox by deleting the folder must not break mail
      await mkdir(options.outboxDir, { recursive: true });
      try {
        // a reader watching the folder sees the whole file or none of it
        await writeFile(temp, info.message as Buffer, { flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      const to = Array.isArray(message.to) ? message.to.join(', ') : message.to;
      options.log({ to, subject: message.subject, file });
      return { messageId: info.messageId };
    },
    async close() {
      composer.close();
    },
  };
}

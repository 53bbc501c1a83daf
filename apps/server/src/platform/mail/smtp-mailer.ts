// Mail through an SMTP relay. Timeouts are explicit so that a dead or silent relay makes send() fail
// within seconds instead of holding a request (or a job) forever. Settings given as query
// parameters of SMTP_URL (e.g. ?pool=false or ?socketTimeout=30000) win over the defaults below.
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';
import { toNodemailerMessage } from './nodemailer-message.ts';

export type SmtpMailerOptions = {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  smtpUrl: string;
  /** the From header and envelope sender, e.g. 'Vendor Portal <no-reply@example.com>' */
  from: string;
};

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // one warm connection serves bursts (a PO run, an announcement) without a handshake per mail
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

  return {
    kind: 'smtp',
    async send(message) {
      // all recipients refused rejects; some refused resolves (the others already have the mail,
      // so failing would invite a retry that sends it twice)
      const info = await transport.sendMail(toNodemailerMessage(options.from, message));
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

// SMTP when SMTP_URL is set, else the outbox folder: a fresh checkout sends "mail" without any setup.
import type { Mailer } from './mailer.ts';
import { createOutboxMailer, type OutboxMailerOptions } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type MailSettings = {
  mail: { smtpUrl?: string | undefined; from: string; outboxDir: string };
};

export function createMailer(config: MailSettings, log: OutboxMailerOptions['log']): Mailer {
  const { smtpUrl, from, outboxDir } = config.mail;
  return smtpUrl ? createSmtpMailer({ smtpUrl, from }) : createOutboxMailer({ outboxDir, from, log });
}

// Our MailMessage in the shape nodemailer wants; shared by both mailers so that an .eml in the
// outbox has the same structure and headers the relay would have received.
import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './mailer.ts';

export function toNodemailerMessage(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.headers ? { headers: message.headers } : {}),
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}

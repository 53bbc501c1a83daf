// Every outgoing e-mail goes through the job queue (decision 048): it is enqueued in the transaction
// of the change that causes it and the `send-mail` job sends it, tried again with backoff while the
// relay is down, so an SMTP outage delays mail and never loses it.
import type { Db } from '../db/database.ts';
import { enqueue, enqueueMany } from '../jobs/enqueue.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import type { MailMessage } from './mailer.ts';
import type { Mailer } from './mailer.ts';

export const SEND_MAIL_JOB = 'send-mail';

// a job's payload is JSON: attachments travel base64-encoded
type MailPayload = Omit<MailMessage, 'attachments'> & {
  attachments?: { filename: string; contentBase64: string; contentType: string }[];
};

function mailPayload(message: MailMessage): MailPayload {
  return {
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    ...(message.headers ? { headers: message.headers } : {}),
    ...(message.attachments
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentBase64: a.content.toString('base64'),
            contentType: a.contentType,
          })),
        }
      : {}),
  };
}

/** Queues `message`; `tx` is the transaction of the change that causes it. */
export async function enqueueMail(tx: Db, message: MailMessage): Promise<void> {
  await enqueue(tx, SEND_MAIL_JOB, mailPayload(message));
}

/** Queues the messages in one statement (a batch's: the notification digests); as enqueueMail. */
export async function enqueueMails(tx: Db, messages: readonly MailMessage[]): Promise<void> {
  await enqueueMany(tx, SEND_MAIL_JOB, messages.map(mailPayload));
}

export function sendMailJob(mailer: Mailer): JobHandler {
  return async (payload) => {
    const { attachments, ...message } = payload as MailPayload;
    await mailer.send({
      ...message,
      ...(attachments
        ? {
            attachments: attachments.map((a) => ({
              filename: a.filename,
              content: Buffer.from(a.contentBase64, 'base64'),
              contentType: a.contentType,
            })),
          }
        : {}),
    });
  };
}

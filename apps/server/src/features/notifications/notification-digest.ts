// The daily digest (decision 118): a cron job every few minutes that sends each user's digest once
// their chosen time has passed today in their time zone, at most once per local day. Users are taken
// in batches, each batch one transaction: the day's rows (the claim), the lines taken and the mails
// queued commit together, so a run that dies loses nothing and two runs never send one digest twice.
import type { Db } from '../../platform/db/database.ts';
import { enqueueMails } from '../../platform/mail/mail-queue.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import { digestEmail } from './notification-email.ts';
import { claimDueDigests, takeDigestItems } from './notification-digests.repository.ts';
import { signingSecret } from './notification-settings.repository.ts';

export const NOTIFICATION_DIGEST_JOB = 'notification-digest';
/** every 5 minutes: a chosen time is honoured within 5 minutes */
export const NOTIFICATION_DIGEST_CRON = '*/5 * * * *';
const DIGEST_BATCH = 500;

export type DigestRun = { digests: number; lines: number };

export async function runNotificationDigests(db: Db, publicUrl: string, now: Date): Promise<DigestRun> {
  const secret = await signingSecret(db);
  const run: DigestRun = { digests: 0, lines: 0 };
  for (;;) {
    const claimed = await db.transaction().execute(async (tx) => {
      const users = await claimDueDigests(tx, now, DIGEST_BATCH);
      if (users.length === 0) return 0;
      const items = await takeDigestItems(
        tx,
        users.map((u) => u.userId),
      );
      const mails: MailMessage[] = [];
      for (const user of users) {
        const lines = items.get(user.userId);
        if (!lines || lines.length === 0) continue;
        mails.push(digestEmail({ publicUrl, secret }, user, lines));
        run.lines += lines.length;
      }
      // one statement for the batch's mails: a round trip each was most of the run
      await enqueueMails(tx, mails);
      run.digests += mails.length;
      return users.length;
    });
    if (claimed < DIGEST_BATCH) return run;
  }
}

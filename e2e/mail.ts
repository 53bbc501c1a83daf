// Reads the e-mails the e2e server wrote to its outbox folder (.eml files; no SMTP_URL).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { findPart, readMime } from '../apps/server/src/platform/mail/read-mime-for-tests.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';

const OUTBOX = join(E2E_DATA_DIR, 'outbox');

/** The outbox's file-name form of a time (outbox-mailer.ts: the ISO time with ':' and '.' as '-'). */
export const outboxTime = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * The texts of the mails to `email`, newest first; with `since` (an outboxTime), only those written
 * since then.
 */
async function mailsTo(email: string, since?: string): Promise<string[]> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  const texts: string[] = [];
  // the names start with an ISO time, so they sort by when they were written
  for (const name of names
    .filter((n) => n.endsWith('.eml') && (since === undefined || n >= since))
    .sort()
    .reverse()) {
    const message = readMime(await readFile(join(OUTBOX, name)));
    if (!message.headers.get('to')?.toLowerCase().includes(email.toLowerCase())) continue;
    const text = findPart(message, 'text/plain');
    if (text) texts.push(text.body.toString('utf8'));
  }
  return texts;
}

/**
 * The path and query of the newest mailed link to `page` for `email` (the server may send it just
 * after answering, so this waits for it).
 */
export async function mailedLink(email: string, page: string, since?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        // without `since`, the newest mail to `email` must hold the link (as a test that sends the same
        // mail twice wants); with it, the newest since then that does (another may come after it)
        const texts = await mailsTo(email, since);
        for (const text of since === undefined ? texts.slice(0, 1) : texts) {
          link = text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => new URL(url).pathname === page);
          if (link) return link;
        }
        return null;
      },
      // mail goes through the job queue: on a loaded machine it can take several seconds
      { message: `a mail to ${email} with a link to ${page}`, timeout: 30_000 },
    )
    .not.toBeNull();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

// Reads the e-mails the e2e server wrote to its outbox folder (.eml files; no SMTP_URL).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { findPart, readMime } from '../apps/server/src/platform/mail/read-mime-for-tests.ts';
import { E2E_DATA_DIR } from './e2e-env.ts';

const OUTBOX = join(E2E_DATA_DIR, 'outbox');

async function newestMailTo(email: string): Promise<string | null> {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  // the names start with an ISO time, so they sort by when they were written
  for (const name of names
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse()) {
    const message = readMime(await readFile(join(OUTBOX, name)));
    if (!message.headers.get('to')?.toLowerCase().includes(email.toLowerCase())) continue;
    const text = findPart(message, 'text/plain');
    return text ? text.body.toString('utf8') : null;
  }
  return null;
}

/**
 * The path and query of the newest mailed link to `page` for `email` (the server may send it just
 * after answering, so this waits for it).
 */
export async function mailedLink(email: string, page: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const text = await newestMailTo(email);
        const match = text?.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => new URL(url).pathname === page);
        link = match;
        return match ?? null;
      },
      { message: `a mail to ${email} with a link to ${page}`, timeout: 10_000 },
    )
    .not.toBeNull();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

// Announcement rounds for the e2e tests, made the way an operator makes them: the admin CLI's
// announce-round, run beside the e2e server (it shares its embedded database and writes the e-mails
// to the same outbox). Each test announces to a vendor of its own, so an unsubscription in one test
// never silences another.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openE2eDb } from './e2e-db.ts';
import { E2E_DATA_DIR, E2E_PG_PORT, E2E_PORT } from './e2e-env.ts';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, '../apps/server/src/cli/main.ts');

export type TestVendor = { id: number; vendorNum: number; contactEmail: string };

/** A vendor with one contact address of its own. */
export async function createVendor(label: string): Promise<TestVendor> {
  const db = openE2eDb();
  try {
    const { max } = await db
      .selectFrom('vendors')
      .select((eb) => eb.fn.max('vendor_num').as('max'))
      .executeTakeFirstOrThrow();
    const vendorNum = Math.max(Number(max ?? 0), 20_000) + 1;
    const contactEmail = `e2e-${label}-${randomBytes(3).toString('hex')}@vendor-${vendorNum}.example`;
    const { id } = await db
      .insertInto('vendors')
      .values({ vendor_num: vendorNum, company: `E2e ${label} Services`, contact_email: contactEmail })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, vendorNum, contactEmail };
  } finally {
    await db.destroy();
  }
}

/** PO numbers of some demo orders to announce. */
export async function somePoNums(count: number): Promise<string[]> {
  const db = openE2eDb();
  try {
    const rows = await db.selectFrom('orders').select('po_num').orderBy('ord_num').limit(count).execute();
    return rows.map((row) => row.po_num);
  } finally {
    await db.destroy();
  }
}

/** Runs `npm run admin -- announce-round` against the e2e server's data; answers what it printed. */
export async function announceRound(poNums: string[], vendorNums: number[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [CLI, 'announce-round', '--orders', poNums.join(','), '--vendors', vendorNums.join(',')],
    {
      env: {
        ...process.env,
        DATA_DIR: E2E_DATA_DIR,
        EMBEDDED_PG_PORT: String(E2E_PG_PORT),
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
    },
  );
  return stdout;
}

/** The round detail rows of a vendor, newest first. */
export async function roundDetailsOf(vendorId: number) {
  const db = openE2eDb();
  try {
    return await db
      .selectFrom('announcement_round_details')
      .select(['id', 'round_id', 'response', 'declined_reason'])
      .where('vendor_id', '=', vendorId)
      .orderBy('id', 'desc')
      .execute();
  } finally {
    await db.destroy();
  }
}

/** Makes every link of the vendor's rounds one that ran out a minute ago. */
export async function expireLinks(vendorId: number): Promise<void> {
  const db = openE2eDb();
  try {
    await db
      .updateTable('announcement_round_details')
      .set({ token_expires_at: new Date(Date.now() - 60_000) })
      .where('vendor_id', '=', vendorId)
      .execute();
  } finally {
    await db.destroy();
  }
}

export async function isUnsubscribed(vendorId: number): Promise<boolean> {
  const db = openE2eDb();
  try {
    const row = await db
      .selectFrom('announcement_unsubscriptions')
      .select('vendor_id')
      .where('vendor_id', '=', vendorId)
      .executeTakeFirst();
    return row !== undefined;
  } finally {
    await db.destroy();
  }
}

/** How many e-mails the outbox holds (to tell that a round sent nothing). */
export async function outboxCount(): Promise<number> {
  const names = await readdir(join(E2E_DATA_DIR, 'outbox')).catch(() => [] as string[]);
  return names.filter((name) => name.endsWith('.eml')).length;
}

/** Forgets the public calls counted so far, so that a test of the limit leaves room for the others. */
export async function resetPublicCallCount(): Promise<void> {
  const db = openE2eDb();
  try {
    await db.deleteFrom('public_call_attempts').execute();
  } finally {
    await db.destroy();
  }
}

// Mail drain (issue 17's benchmark, decision 048): 10,000 e-mails queued in the database, as services
// queue them (enqueueMail in a transaction), then sent by the send-mail job on our runner through the
// SMTP mailer to an SMTP server on loopback. Every message carries its number in the subject; the
// server counts the numbers it accepts, so the end prints how many were lost (never accepted) and
// doubled (accepted twice). By default every 100th message is refused once with a 451 (a relay's
// "try again later"), so the run also goes through the retries with backoff.
//
// MAIL_BENCH_URL: an admin URL to any PostgreSQL 15+ (a throwaway database is created and dropped);
// without it an embedded PostgreSQL in a temporary folder. MAIL_BENCH_COUNT (10000),
// MAIL_BENCH_FAIL_EVERY (100; 0 refuses none), MAIL_BENCH_CONCURRENCY (4, the server's default
// JOBS_CONCURRENCY), MAIL_BENCH_BATCH (100 e-mails queued per transaction).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createDb } from '../apps/server/src/platform/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../apps/server/src/platform/db/embedded.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { startJobRunner } from '../apps/server/src/platform/jobs/job-runner.ts';
import { enqueueMail, SEND_MAIL_JOB, sendMailJob } from '../apps/server/src/platform/mail/mail-queue.ts';
import { createSmtpMailer } from '../apps/server/src/platform/mail/smtp-mailer.ts';
import { freePort } from '../apps/server/test/free-port.ts';

const COUNT = Number(process.env.MAIL_BENCH_COUNT ?? 10_000);
const FAIL_EVERY = Number(process.env.MAIL_BENCH_FAIL_EVERY ?? 100);
const CONCURRENCY = Number(process.env.MAIL_BENCH_CONCURRENCY ?? 4);
const BATCH = Number(process.env.MAIL_BENCH_BATCH ?? 100);
const TIMEOUT_MS = 15 * 60_000;
/** after the last message, how long to keep listening for a second copy of any */
const SETTLE_MS = 3000;
const SUBJECT = /^Subject: Bench message (\d+)\r?$/im;

let embedded: EmbeddedDatabase | undefined;
const embeddedDir = process.env.MAIL_BENCH_URL ? undefined : mkdtempSync(join(tmpdir(), 'vp-mail-bench-'));
if (embeddedDir) {
  chmodSync(embeddedDir, 0o755); // the embedded server runs as the postgres user when we are root
  embedded = await startEmbeddedPostgres(embeddedDir, await freePort(), (line) => console.error(line));
}
const adminUrl = process.env.MAIL_BENCH_URL ?? embedded!.adminUrl;
const dbName = `mail_bench_${randomBytes(4).toString('hex')}`;

async function admin(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The loopback relay: counts each accepted message by its number; refuses some once. */
async function startRelay() {
  const accepted = new Map<number, number>();
  const refusedOnce = new Set<number>();
  let refusals = 0;
  let lastAcceptAt = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('latin1');
        const head = text.slice(0, text.search(/\r?\n\r?\n/));
        const n = Number(SUBJECT.exec(head)?.[1] ?? NaN);
        if (!Number.isInteger(n)) return callback(new Error('no bench number in the subject'));
        if (FAIL_EVERY > 0 && n % FAIL_EVERY === 0 && !refusedOnce.has(n)) {
          refusedOnce.add(n);
          refusals++;
          const refusal = new Error('try again later') as Error & { responseCode: number };
          refusal.responseCode = 451;
          return callback(refusal);
        }
        accepted.set(n, (accepted.get(n) ?? 0) + 1);
        lastAcceptAt = performance.now();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    refusals: () => refusals,
    lastAcceptAt: () => lastAcceptAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

await admin(`create database ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;
const db = createDb({
  url: url.toString(),
  poolMax: CONCURRENCY + 2,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 60_000,
});
const relay = await startRelay();
const mailer = createSmtpMailer({ smtpUrl: relay.url, from: 'Vendor Portal <no-reply@portal.test>' });
try {
  await migrateToLatest(db);

  // queued as the services queue them: in transactions, one add_job per e-mail
  const t0 = performance.now();
  for (let first = 1; first <= COUNT; first += BATCH) {
    await db.transaction().execute(async (tx) => {
      for (let n = first; n < Math.min(first + BATCH, COUNT + 1); n++) {
        await enqueueMail(tx, {
          to: `vendor${n % 500}@vendor.test`,
          subject: `Bench message ${n}`,
          text: `Message ${n} of the mail drain benchmark.`,
          html: `<p>Message ${n} of the mail drain benchmark.</p>`,
        });
      }
    });
  }
  const queuedMs = performance.now() - t0;
  console.log(`${COUNT} e-mails queued in ${seconds(queuedMs)} s (${BATCH} per transaction)`);

  let jobErrors = 0;
  const log = {
    info: () => undefined,
    warn: () => undefined,
    // graphile-worker logs each failed try (the 451s) as an error: counted, not printed
    error: () => void jobErrors++,
  };
  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 100);
  const t1 = performance.now();
  const runner = await startJobRunner(
    db,
    { [SEND_MAIL_JOB]: sendMailJob(mailer) },
    { concurrency: CONCURRENCY, pollIntervalMs: 1000 },
    log,
  );
  let firstPassMs: number | undefined;
  const queued = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from graphile_worker.jobs where task_identifier = ${SEND_MAIL_JOB}
    `.execute(db);
    return rows[0]!.n;
  };
  for (;;) {
    const distinct = relay.accepted.size;
    if (firstPassMs === undefined && distinct + relay.refusals() >= COUNT)
      firstPassMs = performance.now() - t1;
    if (distinct >= COUNT && (await queued()) === 0) break;
    if (performance.now() - t1 > TIMEOUT_MS) {
      console.log(`timed out after ${seconds(TIMEOUT_MS)} s with ${distinct} of ${COUNT} accepted`);
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const drainedMs = relay.lastAcceptAt() - t1;
  // a second copy of any message would come now, if a job ran twice
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  await runner.stop();
  clearInterval(sampler);

  let lost = 0;
  let doubled = 0;
  for (let n = 1; n <= COUNT; n++) {
    const times = relay.accepted.get(n) ?? 0;
    if (times === 0) lost++;
    if (times > 1) doubled++;
  }
  console.log(
    `drained through SMTP on loopback in ${seconds(drainedMs)} s (${Math.round(COUNT / (drainedMs / 1000))} e-mails/s, ` +
      `${CONCURRENCY} jobs at once, nodemailer's pool of 3 connections)`,
  );
  if (firstPassMs !== undefined)
    console.log(
      `  first try of every e-mail done after ${seconds(firstPassMs)} s; ${relay.refusals()} refused once with 451 ` +
        `(every ${FAIL_EVERY}th) and sent again after graphile-worker's backoff; ${jobErrors} failed tries logged`,
    );
  console.log(
    `  runner process RSS: ${Math.round(rssBefore / 2 ** 20)} MB before, ${Math.round(peakRss / 2 ** 20)} MB peak`,
  );
  console.log(`  accepted ${relay.accepted.size} distinct of ${COUNT}: lost ${lost}, doubled ${doubled}`);
  if (lost > 0 || doubled > 0) process.exitCode = 1;
} finally {
  await mailer.close();
  await relay.close();
  await db.destroy();
  await admin(`drop database if exists ${dbName} with (force)`);
  await embedded?.stop();
  if (embeddedDir) rmSync(embeddedDir, { recursive: true, force: true });
}

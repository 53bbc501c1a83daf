// Mail through the job queue (decision 048): a relay that is down delays mail and never loses it, a
// rolled-back change queues nothing, and two runners on one database never send one e-mail twice.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { freePort } from '../../../test/free-port.ts';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.ts';
import { signInAsUserAdmin, type SignedIn } from '../../../test/fixtures/index.ts';
import { startJobs } from '../../jobs.ts';
import { enqueueMail } from './mail-queue.ts';
import { createUserCall } from '@vp/contracts';
import { waitUntil } from '../../../test/until.ts';

let server: TestServer;
let admin: SignedIn;
let smtpPort: number;
let inbox: SmtpInbox | undefined;
beforeAll(async () => {
  // nothing listens on this port yet: the relay is down
  smtpPort = await freePort();
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  admin = await signInAsUserAdmin(server);
});
afterAll(async () => {
  await server.close();
  await inbox?.close();
});

type QueuedJob = { attempts: number; last_error: string | null };
const sendMailJobs = async () =>
  (
    await sql<QueuedJob>`select attempts, last_error from graphile_worker.jobs where task_identifier = 'send-mail'`.execute(
      server.db,
    )
  ).rows;

it('adds the user while the relay is down, and delivers the welcome e-mail once when it is back', async () => {
  const email = `relay.down.${Date.now()}@vendor.test`;
  const res = await server.call(
    createUserCall,
    { body: { email, firstName: 'Kim', lastName: 'Lee', phoneNumber: '518-555-0142' } },
    { as: admin },
  );
  expect(res.status).toBe(200);
  const row = await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  expect(row).toBeDefined();

  // the first try failed and the e-mail waits in the queue
  await waitUntil(async () => (await sendMailJobs()).some((j) => j.attempts >= 1 && j.last_error !== null));

  inbox = await startSmtpInbox(smtpPort);
  const mail = await inbox.next(email, 30_000);
  expect(mail.text).toContain('Kim');
  await waitUntil(async () => (await sendMailJobs()).length === 0);
  await new Promise((r) => setTimeout(r, 500));
  expect(inbox.received.filter((m) => m.to.includes(email))).toHaveLength(1);
}, 60_000);

it('queues nothing when the change that causes the e-mail is rolled back', async () => {
  const email = `rolled.back.${Date.now()}@vendor.test`;
  await expect(
    server.db.transaction().execute(async (tx) => {
      await enqueueMail(tx, { to: email, subject: 'Never', text: 'x', html: 'x' });
      throw new Error('the change fails after the e-mail was queued');
    }),
  ).rejects.toThrow('the change fails');
  expect(await sendMailJobs()).toHaveLength(0);

  // and an API change refused after its checks queues nothing either: the address is taken
  const before = inbox!.received.length;
  const taken = await server.call(
    createUserCall,
    { body: { email: admin.email, firstName: 'Kim', lastName: 'Lee', phoneNumber: '518-555-0142' } },
    { as: admin },
  );
  expect(taken.status).toBe(409);
  expect(await sendMailJobs()).toHaveLength(0);
  await new Promise((r) => setTimeout(r, 300));
  expect(inbox!.received.length).toBe(before);
});

it('two runners on one database send each queued e-mail exactly once', async () => {
  // a second runner beside the server's own, as `npm run worker` would be
  const second = await startJobs(
    { db: server.db, mailer: server.mailer, blobs: server.blobs, config: server.config },
    { info: () => undefined, warn: () => undefined, error: () => undefined },
  );
  try {
    const stamp = Date.now();
    const addresses = Array.from({ length: 40 }, (_, i) => `twice.${stamp}.${i}@vendor.test`);
    await server.db.transaction().execute(async (tx) => {
      for (const to of addresses) await enqueueMail(tx, { to, subject: 'Once', text: to, html: to });
    });
    await waitUntil(
      async () => addresses.every((a) => inbox!.received.some((m) => m.to.includes(a))),
      30_000,
    );
    await waitUntil(async () => (await sendMailJobs()).length === 0);
    await new Promise((r) => setTimeout(r, 500));
    for (const a of addresses) expect(inbox!.received.filter((m) => m.to.includes(a))).toHaveLength(1);
  } finally {
    await second.stop();
  }
}, 60_000);

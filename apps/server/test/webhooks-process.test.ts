// kill -9 in the middle of webhook deliveries and mail (issue 17, decision 056): the server as an
// operator runs it (`node src/main.ts`, embedded database), a receiver on loopback that verifies every
// request with the Standard Webhooks verifier and answers slowly, events and e-mails queued before,
// during and after the kill, and a restart: every event reaches the receiver at least once and every
// e-mail is sent; none is lost (the jobs the killed process held are unlocked at the restart).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { serverProcesses } from './server-process.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

const { dataDir, start, waitReady, query, client } = serverProcesses('vp-hooks-process-', {
  WEBHOOKS_ALLOW_LOCAL_HTTP: 'true',
  WEBHOOK_RETRY_SCHEDULE_SECONDS: '0.5,0.5,1,1,2,2,2',
  WEBHOOK_DISPATCH_POLL_MS: '200',
  JOBS_POLL_INTERVAL_MS: '200',
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it(
  'delivers every event and sends every e-mail after kill -9 and a restart',
  { timeout: 180_000 },
  async () => {
    const [port, pgPort] = [await freePort(), await freePort()];
    const receiver = await startWebhookReceiver();
    try {
      const first = start(port, pgPort);
      await waitReady(port, first, 900);
      const printed = /Demo API client [^:]*: (\S+) \/ (\S+)/.exec(first.output());
      expect(printed).not.toBeNull();
      const tokenRes = await fetch(`http://127.0.0.1:${port}/provider/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: printed![1]!,
          client_secret: printed![2]!,
        }).toString(),
      });
      const token = String(((await tokenRes.json()) as { access_token: string }).access_token);
      const created = await fetch(`http://127.0.0.1:${port}/provider/v1/webhooks`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': 'kill-test-webhook',
        },
        body: JSON.stringify({ url: `${receiver.url}/hook`, eventTypes: ['vendor.zip-added'] }),
      });
      expect(created.status).toBe(201);
      receiver.route('/hook', String(((await created.json()) as { secret: string }).secret));
      // slow answers keep deliveries in flight when the process dies
      receiver.delay('/hook', 300);

      const eventIds: string[] = [];
      const mails: string[] = [];
      const vendorId = (await query<{ id: number }>(pgPort, 'select min(id) as id from vendors')).rows[0]!.id;
      /** events as the services record them (one transaction each), and e-mails queued as enqueueMail does */
      const queue = async (events: number, mailCount: number) => {
        const db = client(pgPort);
        await db.connect();
        try {
          for (let i = 0; i < events; i++) {
            const { rows } = await db.query<{ event_id: string }>(
              `insert into events (type, vendor_id, actor_kind, subject, data)
               values ('vendor.zip-added', $1, 'system', '{"vendorZipId": 1}', $2) returning event_id`,
              [vendorId, JSON.stringify({ zipCode: String(10000 + eventIds.length) })],
            );
            eventIds.push(rows[0]!.event_id);
          }
          for (let i = 0; i < mailCount; i++) {
            const subject = `Kill test mail ${mails.length}`;
            mails.push(subject);
            await db.query(`select graphile_worker.add_job('send-mail', $1::json)`, [
              JSON.stringify({ to: 'ops@company.test', subject, text: subject, html: `<p>${subject}</p>` }),
            ]);
          }
        } finally {
          await db.end();
        }
      };

      for (let wave = 0; wave < 4; wave++) await queue(10, 5);
      await receiver.until((r) => r.length >= 8, 60_000);
      await queue(5, 5);
      first.child.kill('SIGKILL');
      await first.exited;
      const receivedAtKill = new Set(receiver.receipts.map((r) => r.id)).size;
      expect(receivedAtKill).toBeLessThan(eventIds.length);
      // while the server is down (its database still runs), more of both
      await queue(5, 5);

      const second = start(port, pgPort);
      await waitReady(port, second, 900);
      await receiver.until((r) => eventIds.every((id) => r.some((x) => x.id === id)), 90_000);
      expect(receiver.receipts.every((r) => r.verified)).toBe(true);

      const outbox = join(dataDir, 'outbox');
      const sentSubjects = async () => {
        for (let i = 0; i < 600; i++) {
          const subjects = new Set(
            (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [])
              .map(
                (f) => /^Subject: (Kill test mail \d+)\r?$/m.exec(readFileSync(join(outbox, f), 'utf8'))?.[1],
              )
              .filter((s): s is string => s !== undefined),
          );
          if (mails.every((m) => subjects.has(m))) return subjects;
          await sleep(100);
        }
        throw new Error('not every e-mail was sent');
      };
      expect((await sentSubjects()).size).toBe(mails.length);
      // the deliveries whose receipt the killed process never recorded were sent again after the restart
      const dump = async (text: string) => JSON.stringify((await query(pgPort, text)).rows);
      for (let i = 0; ; i++) {
        const statuses = await dump('select status, count(*)::int as n from webhook_deliveries group by 1');
        if (statuses === JSON.stringify([{ status: 'delivered', n: eventIds.length }])) break;
        if (i > 300)
          throw new Error(
            statuses +
              (await dump(
                'select task_identifier, locked_by, run_at, attempts, last_error from graphile_worker.jobs',
              )) +
              (await dump('select * from job_runner_workers')) +
              (await dump(
                "select application_name from pg_stat_activity where application_name like 'vp%'",
              )) +
              second.output().slice(-3000),
          );
        await sleep(100);
      }
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await receiver.close();
    }
  },
);

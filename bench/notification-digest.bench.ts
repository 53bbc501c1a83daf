// The daily notification digest at 10,000 users (issue 41 point 7: "a digest run for 10,000 users
// completes in <= 60 s"; decision 118). Seeds, on a fresh embedded database, 1,000 vendors with 10
// users each (the Office role), each user with a digest time of 08:00 in one of four time zones and
// three waiting digest lines; then times one digest run at a moment when every user's time has passed
// (each user's day row, lines taken and e-mail queued in batches of 500), and the same run again (it
// must send nothing: once a day). Prints the figures beside the goal; asserts nothing.
// BENCH_USERS changes the number of users.
import { sql } from 'kysely';
import { runNotificationDigests } from '../apps/server/src/features/notifications/notification-digest.ts';
import { startBenchServer } from './bench-server.ts';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const PER_VENDOR = 10;
const FIRST = 800_000;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
// 23:30 UTC: 08:00 has passed in each zone below (UTC-5 .. UTC+9) on its own day there
const NOW = new Date('2026-12-01T23:30:00Z');

const server = await startBenchServer({ env: { JOBS_IN_SERVER: 'false' } });
try {
  const db = server.runtime.db;
  let t = performance.now();
  const vendors = Math.ceil(USERS / PER_VENDOR);
  for (const statement of [
    sql`insert into vendors (vendor_num, company, state)
        select ${FIRST} + g, 'Digest Bench ' || g, 'NY' from generate_series(1, ${vendors}) g`,
    sql`insert into users (vendor_id, email, srp_salt, srp_verifier)
        select v.id, 'digest' || v.vendor_num || '-' || n || '@bench.test', 'x', 'x'
          from vendors v, generate_series(1, ${PER_VENDOR}) n where v.vendor_num > ${FIRST}`,
    sql`insert into user_roles (user_id, role_id, vendor_id)
        select u.id, r.id, u.vendor_id from users u
          join roles r on r.vendor_id = u.vendor_id and r.name = 'Office'
         where u.email like 'digest%@bench.test'`,
    sql`insert into notification_settings (user_id, digest_time, time_zone)
        select id, '08:00', (array['America/New_York', 'Europe/London', 'Asia/Tokyo', 'UTC'])[1 + id % 4]
          from users where email like 'digest%@bench.test'`,
    sql`insert into notification_digest_items (user_id, kind, event_id, line)
        select u.id, k, 0, 'Work order PO-' || u.id || '-' || n || ' was changed'
          from users u, generate_series(1, 3) n, (values ('changed')) kinds(k)
         where u.email like 'digest%@bench.test'`,
  ])
    await statement.execute(db);
  console.log(
    `seeded ${USERS.toLocaleString('en-US')} users with 3 digest lines each in ${seconds(performance.now() - t)}`,
  );

  t = performance.now();
  const run = await runNotificationDigests(db, server.url, NOW);
  const runMs = performance.now() - t;
  const queued = await sql<{ n: string }>`
    select count(*) as n from graphile_worker.jobs where task_identifier = 'send-mail'`.execute(db);
  t = performance.now();
  const again = await runNotificationDigests(db, server.url, NOW);
  const againMs = performance.now() - t;

  console.log('');
  console.log('| | measured | goal |');
  console.log('|---|---|---|');
  console.log(
    `| digest run for ${USERS.toLocaleString('en-US')} users (${run.digests.toLocaleString('en-US')} digests, ${run.lines.toLocaleString('en-US')} lines, ${queued.rows[0]?.n} send-mail jobs queued) | ${seconds(runMs)} | <= 60 s |`,
  );
  console.log(
    `| the same run again that day (${again.digests} digests: once a day) | ${seconds(againMs)} | |`,
  );
} finally {
  await server.stop();
}

// Housekeeping as a periodic job of the queue (decisions 032 and 048): its interval as a cron pattern,
// and the schedule two runners on one database share (one row per task in known_crontabs, so each
// tick is queued once and one housekeeping job runs at a time).
import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { testServerForFile } from '../test/server-for-file.ts';
import { cronOfInterval, startJobs } from './jobs.ts';

const server = testServerForFile({ env: { HOUSEKEEPING_INTERVAL_SECONDS: '3600' } });

it('turns the interval into a cron pattern', () => {
  expect(cronOfInterval(60)).toBe('*/1 * * * *');
  expect(cronOfInterval(300)).toBe('*/5 * * * *');
  expect(cronOfInterval(3600)).toBe('0 */1 * * *');
  expect(cronOfInterval(6 * 3600)).toBe('0 */6 * * *');
  expect(cronOfInterval(86_400)).toBe('0 0 * * *');
  expect(cronOfInterval(10)).toBe('*/1 * * * *');
});

it('schedules housekeeping, the daily compliance run and the notification digests once for every runner on the database', async () => {
  const second = await startJobs(
    { db: server.db, mailer: server.mailer, blobs: server.blobs, config: server.config },
    { info: () => undefined, warn: () => undefined, error: () => undefined },
  );
  try {
    // a runner records its schedule just after it starts: wait for it, then it is one row for both
    const known = async () =>
      (
        await sql<{ identifier: string }>`
          select identifier from graphile_worker._private_known_crontabs
        `.execute(server.db)
      ).rows.map((r) => r.identifier);
    await expect
      .poll(async () => (await known()).sort(), { timeout: 15_000 })
      .toEqual(['compliance-daily', 'housekeeping', 'notification-digest']);
  } finally {
    await second.stop();
  }
});

// The demo dataset shows every state of the work-order grid in the default search (the last month):
// each status with each icon (sign-off, vendor invoice, neither, both), account managers and addresses.
import { busyError, createAdmission } from '../../platform/http/admission.ts';
import { text } from 'node:stream/consumers';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { searchWorkOrdersResponse } from '@vp/contracts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { DEMO_VENDOR_NUM, seedDemoIfEmpty } from '../../demo/seed-demo.ts';
import { searchWorkOrders } from './work-orders-search.service.ts';
import { createSearchAnswers } from './search-answers.ts';

const testDb = testDbForFile();
beforeAll(async () => {
  await seedDemoIfEmpty(testDb.db);
});

it('leaves the planner statistics of the seeded tables, so the first searches are planned on them', async () => {
  const analyzed = await sql<{ relname: string; analyzed: boolean }>`
    select relname, last_analyze is not null as analyzed from pg_stat_user_tables
    where relname in ('crew_details', 'orders', 'locations')`.execute(testDb.db);
  expect(analyzed.rows.map((r) => r.analyzed)).toEqual([true, true, true]);
});

it("covers every status, icon state and column in the demo vendor's last month", async () => {
  const vendor = await testDb.db
    .selectFrom('vendors')
    .select('id')
    .where('vendor_num', '=', DEMO_VENDOR_NUM)
    .executeTakeFirstOrThrow();
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const answer = await searchWorkOrders(
    testDb.db,
    vendor.id,
    {
      onsiteStartDate: day(-30),
      onsiteEndDate: day(0),
      wOStatus: '',
      locationNum: '',
      pONum: '',
    },
    createAdmission({ maxRunning: 1, maxWaiting: 0, busy: () => busyError('busy', 1) }),
    createSearchAnswers(1024 * 1024),
  );
  // the demo's month is one batch: answered whole, and kept (decisions 068 and 071)
  const json = typeof answer === 'string' ? answer : 'json' in answer ? answer.json() : await text(answer);
  const rows = searchWorkOrdersResponse.parse(JSON.parse(json)).vendors;
  const statuses = await testDb.db.selectFrom('order_statuses').select('description').execute();
  const seen = new Set(rows.map((r) => `${r.orderStatus}|${r.signOffExist}|${r.vendorInvoiceExist}`));
  for (const { description } of statuses) {
    for (const icons of ['true|false', 'false|true', 'false|false', 'true|true']) {
      expect(seen, `${description} ${icons}`).toContain(`${description}|${icons}`);
    }
  }
  for (const row of rows) {
    expect(row.acManagerName).not.toBe('');
    expect(row.acManagerEmail).toMatch(/@/);
    expect(row.fullAddress).toMatch(/^.+, .+, [A-Z]{2} \d{5}$/);
    expect(row.clientCode).not.toBe('');
    expect(row.nte).toBeGreaterThan(0);
  }
});

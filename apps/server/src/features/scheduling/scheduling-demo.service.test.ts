// The demo dataset gives the demo vendor orders open for scheduling, single-day (schedulable) and
// multi-day (refused), every store a phone number, and one hostile description that is kept as data.
import { beforeAll, expect, it } from 'vitest';
import { MAX_SCHEDULING_SERVICE_DAYS } from '@vp/contracts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { DEMO_VENDOR_NUM, seedDemoIfEmpty } from '../../demo/seed-demo.ts';
import {
  DEMO_SCHEDULING_HOSTILE_PO,
  DEMO_SCHEDULING_MULTI_DAY_PO,
  DEMO_SCHEDULING_SECOND_SINGLE_DAY_PO,
  DEMO_SCHEDULING_SINGLE_DAY_PO,
} from '../../demo/seed-scheduling.ts';
import { listOrdersForScheduling } from './scheduling.service.ts';

const testDb = testDbForFile();
beforeAll(async () => {
  await seedDemoIfEmpty(testDb.db);
});

it('lists single-day and multi-day orders open for scheduling for the demo vendor', async () => {
  const vendor = await testDb.db
    .selectFrom('vendors')
    .select('id')
    .where('vendor_num', '=', DEMO_VENDOR_NUM)
    .executeTakeFirstOrThrow();
  const rows = (await listOrdersForScheduling(testDb.db, vendor.id)).ordersScheduling;
  const byPo = new Map(rows.map((r) => [r.poNum, r]));
  for (const po of [DEMO_SCHEDULING_SINGLE_DAY_PO, DEMO_SCHEDULING_SECOND_SINGLE_DAY_PO]) {
    expect(byPo.get(po)?.serviceDays, po).toBe(1);
  }
  expect(byPo.get(DEMO_SCHEDULING_MULTI_DAY_PO)?.serviceDays).toBeGreaterThan(MAX_SCHEDULING_SERVICE_DAYS);
  expect(byPo.get(DEMO_SCHEDULING_HOSTILE_PO)?.orderComment).toContain('onerror');
  for (const row of rows) {
    expect(row.phone).toMatch(/^\d{10}$/);
    expect(new Date(row.serviceEnd).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(row.beginService).getTime()).toBeLessThanOrEqual(new Date(row.serviceEnd).getTime());
  }
});

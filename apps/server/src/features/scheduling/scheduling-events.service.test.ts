// A visit date set is one event in the visit's transaction (decision 049); a refused visit records none.
import { expect, it } from 'vitest';
import { testDbForFile } from '../../../test/server-for-file.ts';
import {
  addSchedulingOrder,
  byUser,
  userOfNewVendor,
  workOrderEditorOf,
} from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';
import { scheduleVisit } from './scheduling.service.ts';

const testDb = testDbForFile();

const DAY = 24 * 60 * 60 * 1000;
const newUser = () => userOfNewVendor(testDb.db);
const openOrder = (vendorId: number) =>
  addSchedulingOrder(testDb.db, vendorId, {
    beginService: new Date(Date.now() + DAY),
    serviceEnd: new Date(Date.now() + 3 * DAY),
  });

it('records one visit.scheduled event with the order, the crew line and the visit', async () => {
  const user = await newUser();
  const order = await openOrder(user.vendorId);
  const visit = new Date(Date.now() + 2 * DAY);
  visit.setUTCMilliseconds(0);
  const { visitDate } = await scheduleVisit(testDb.db, workOrderEditorOf(user), {
    ocdId: order.ocdId,
    ordNum: order.ordNum,
    visitDate: visit.toISOString(),
    comment: '<p>Two technicians</p>',
  });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([
    {
      type: 'visit.scheduled',
      ...byUser(user),
      subject: { ordNum: order.ordNum, ocdId: order.ocdId },
      data: { visitDate },
    },
  ]);
});

it("records nothing for a refused visit or another vendor's crew line", async () => {
  const user = await newUser();
  const other = await newUser();
  const order = await openOrder(user.vendorId);
  const theirs = await openOrder(other.vendorId);
  const visitDate = new Date(Date.now() + 2 * DAY).toISOString();
  const session = workOrderEditorOf(user);
  await expect(
    scheduleVisit(testDb.db, session, { ocdId: order.ocdId, ordNum: order.ordNum, visitDate, comment: '' }),
  ).rejects.toMatchObject({ code: 'bad_request' });
  await expect(
    scheduleVisit(testDb.db, session, {
      ocdId: order.ocdId,
      ordNum: order.ordNum,
      visitDate: new Date(Date.now() + 10 * DAY).toISOString(),
      comment: '<p>late</p>',
    }),
  ).rejects.toMatchObject({ code: 'bad_request' });
  await expect(
    scheduleVisit(testDb.db, session, {
      ocdId: theirs.ocdId,
      ordNum: theirs.ordNum,
      visitDate,
      comment: '<p>x</p>',
    }),
  ).rejects.toMatchObject({ code: 'not_found' });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([]);
  expect(await eventsOf(testDb.db, other.vendorId)).toEqual([]);
});

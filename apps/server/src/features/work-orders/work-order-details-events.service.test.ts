// A tech note added to a work order is recorded as one event in the note's transaction (decision 049).
import { expect, it } from 'vitest';
import { TECH_NOTES_TYPE } from '@vp/contracts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import {
  addTestOrder,
  byUser,
  userOfNewVendor,
  workOrderEditorOf,
  type TestUser,
} from '../../../test/fixtures/index.ts';
import { eventsOf, failCommitsWithEvents } from '../../../test/events.ts';
import { createOrderNote } from './work-order-details.service.ts';

const testDb = testDbForFile();

const newUser = () => userOfNewVendor(testDb.db);
/** The user's tech note on the order. */
const techNote = (user: TestUser, ordNum: number, note: string) =>
  createOrderNote(testDb.db, workOrderEditorOf(user), {
    ordNum,
    noteType: TECH_NOTES_TYPE,
    note,
  });

it('records one work-order.note-added event with the vendor, the user, the order and the note', async () => {
  const user = await newUser();
  const order = await addTestOrder(testDb.db, user.vendorId);
  const { orderNote } = await techNote(user, order.ordNum, '<p>On site at 9</p>');
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([
    {
      type: 'work-order.note-added',
      ...byUser(user),
      subject: { ordNum: order.ordNum, noteId: orderNote.id },
      data: { noteType: TECH_NOTES_TYPE },
    },
  ]);
});

it("records nothing for a refused note or another vendor's order", async () => {
  const user = await newUser();
  const other = await newUser();
  const order = await addTestOrder(testDb.db, user.vendorId);
  const theirs = await addTestOrder(testDb.db, other.vendorId);
  await expect(techNote(user, order.ordNum, ' ')).rejects.toMatchObject({ code: 'bad_request' });
  await expect(techNote(user, theirs.ordNum, '<p>x</p>')).rejects.toMatchObject({ code: 'not_found' });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([]);
  expect(await eventsOf(testDb.db, other.vendorId)).toEqual([]);
});

it('keeps neither the note nor its event when the transaction fails after the event', async () => {
  const user = await newUser();
  const order = await addTestOrder(testDb.db, user.vendorId);
  const restore = await failCommitsWithEvents(testDb.db);
  try {
    await expect(techNote(user, order.ordNum, '<p>lost</p>')).rejects.toThrow(/forced failure/);
  } finally {
    await restore();
  }
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([]);
  const notes = await testDb.db
    .selectFrom('order_notes')
    .select('id')
    .where('ord_num', '=', order.ordNum)
    .execute();
  expect(notes).toEqual([]);
});

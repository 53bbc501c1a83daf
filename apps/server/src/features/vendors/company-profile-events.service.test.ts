// Trades, ZIPs and company notes: each change is one event in its own transaction; a refused change
// (unknown, duplicate, another vendor's row) records none (decision 049).
import { expect, it } from 'vitest';
import { COMPANY_NOTE_TYPE } from '@vp/contracts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { byUser, claimsOf, userOfNewVendor } from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';
import {
  addNote,
  addTrade,
  addZip,
  removeTrade,
  removeZip,
  sessionEditor,
} from './company-profile.service.ts';

const testDb = testDbForFile();

const newUser = () => userOfNewVendor(testDb.db);

type Editor = ReturnType<typeof sessionEditor>;

// the trade and the ZIP: the same two events, each of its own kind, row and value
it.each([
  {
    kind: 'trade',
    add: async (editor: Editor) => (await addTrade(testDb.db, editor, 'hvac')).vendorTrade.id,
    remove: (editor: Editor, id: number) => removeTrade(testDb.db, editor, id),
    subject: (id: number) => ({ vendorTradeId: id }),
    data: { tradeCode: 'HVAC' },
  },
  {
    kind: 'zip',
    add: async (editor: Editor) => (await addZip(testDb.db, editor, '12207')).vendorZip.id,
    remove: (editor: Editor, id: number) => removeZip(testDb.db, editor, id),
    subject: (id: number) => ({ vendorZipId: id }),
    data: { zipCode: '12207' },
  },
])('records a $kind added and removed', async ({ kind, add, remove, subject, data }) => {
  const user = await newUser();
  const editor = sessionEditor(claimsOf(user));
  const id = await add(editor);
  await remove(editor, id);
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual(
    ['added', 'removed'].map((change) => ({
      type: `vendor.${kind}-${change}`,
      ...byUser(user),
      subject: subject(id),
      data,
    })),
  );
});

it('records a company note added', async () => {
  const user = await newUser();
  const { venderNote } = await addNote(testDb.db, claimsOf(user), {
    noteType: COMPANY_NOTE_TYPE,
    webDisplay: true,
    notes: '<p>Closed on Fridays</p>',
  });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([
    {
      type: 'vendor.note-added',
      ...byUser(user),
      subject: { noteId: venderNote.id },
      data: { noteType: COMPANY_NOTE_TYPE },
    },
  ]);
});

it("records nothing for refused changes or another vendor's rows", async () => {
  const user = await newUser();
  const other = await newUser();
  const mine = sessionEditor(claimsOf(user));
  const theirs = sessionEditor(claimsOf(other));
  const { vendorTrade } = await addTrade(testDb.db, theirs, 'Plumbing');
  const { vendorZip } = await addZip(testDb.db, theirs, '12207');
  const before = await eventsOf(testDb.db, other.vendorId);
  expect(before.map((e) => e.type)).toEqual(['vendor.trade-added', 'vendor.zip-added']);

  await expect(addTrade(testDb.db, mine, 'Astrology')).rejects.toMatchObject({ code: 'bad_request' });
  await addTrade(testDb.db, mine, 'Plumbing');
  await expect(addTrade(testDb.db, mine, 'plumbing')).rejects.toMatchObject({ code: 'conflict' });
  await expect(addZip(testDb.db, mine, '1')).rejects.toMatchObject({ code: 'bad_request' });
  await expect(removeTrade(testDb.db, mine, vendorTrade.id)).rejects.toMatchObject({ code: 'not_found' });
  await expect(removeZip(testDb.db, mine, vendorZip.id)).rejects.toMatchObject({ code: 'not_found' });
  await expect(
    addNote(testDb.db, claimsOf(user), { noteType: COMPANY_NOTE_TYPE, webDisplay: true, notes: '<p> </p>' }),
  ).rejects.toMatchObject({ code: 'bad_request' });

  // only the one trade that was added; the other vendor's events are untouched
  expect((await eventsOf(testDb.db, user.vendorId)).map((e) => e.type)).toEqual(['vendor.trade-added']);
  expect(await eventsOf(testDb.db, other.vendorId)).toEqual(before);
});

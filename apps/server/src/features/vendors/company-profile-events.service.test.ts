// Trades, ZIPs and company notes: each change is one event in its own transaction; a refused change
// (unknown, duplicate, another vendor's row) records none (decision 049).
import { expect, it } from 'vitest';
import { COMPANY_NOTE_TYPE } from '@vp/contracts';
import { testDbForFile } from '../../../test/server-for-file.ts';
import { createUser, createVendor, type TestUser } from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import {
  addNote,
  addTrade,
  addZip,
  removeTrade,
  removeZip,
  sessionEditor,
} from './company-profile.service.ts';

const testDb = testDbForFile();

const sessionOf = (user: TestUser): SessionClaims => ({ ...user, sessionId: 'test' });
const newUser = async () => createUser(testDb.db, (await createVendor(testDb.db)).vendorId);
const byUser = (user: TestUser) => ({
  vendorId: user.vendorId,
  actorKind: 'vendor-user',
  actorId: user.userId,
});

it('records a trade added and removed', async () => {
  const user = await newUser();
  const editor = sessionEditor(sessionOf(user));
  const { vendorTrade } = await addTrade(testDb.db, editor, 'hvac');
  await removeTrade(testDb.db, editor, vendorTrade.id);
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([
    {
      type: 'vendor.trade-added',
      ...byUser(user),
      subject: { vendorTradeId: vendorTrade.id },
      data: { tradeCode: 'HVAC' },
    },
    {
      type: 'vendor.trade-removed',
      ...byUser(user),
      subject: { vendorTradeId: vendorTrade.id },
      data: { tradeCode: 'HVAC' },
    },
  ]);
});

it('records a ZIP added and removed', async () => {
  const user = await newUser();
  const editor = sessionEditor(sessionOf(user));
  const { vendorZip } = await addZip(testDb.db, editor, '12207');
  await removeZip(testDb.db, editor, vendorZip.id);
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([
    {
      type: 'vendor.zip-added',
      ...byUser(user),
      subject: { vendorZipId: vendorZip.id },
      data: { zipCode: '12207' },
    },
    {
      type: 'vendor.zip-removed',
      ...byUser(user),
      subject: { vendorZipId: vendorZip.id },
      data: { zipCode: '12207' },
    },
  ]);
});

it('records a company note added', async () => {
  const user = await newUser();
  const { venderNote } = await addNote(testDb.db, sessionOf(user), {
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
  const mine = sessionEditor(sessionOf(user));
  const theirs = sessionEditor(sessionOf(other));
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
    addNote(testDb.db, sessionOf(user), { noteType: COMPANY_NOTE_TYPE, webDisplay: true, notes: '<p> </p>' }),
  ).rejects.toMatchObject({ code: 'bad_request' });

  // only the one trade that was added; the other vendor's events are untouched
  expect((await eventsOf(testDb.db, user.vendorId)).map((e) => e.type)).toEqual(['vendor.trade-added']);
  expect(await eventsOf(testDb.db, other.vendorId)).toEqual(before);
});

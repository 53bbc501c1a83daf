// QuickPay asked for one invoice, and the automatic option opted into or out of, are one event each in
// the change's transaction (decision 049); a refused request records none.
import { beforeAll, expect, it } from 'vitest';
import { testDbForFile } from '../../../test/server-for-file.ts';
import {
  createUser,
  createVendor,
  type TestUser,
  addInvoice,
  settingId,
} from '../../../test/fixtures/index.ts';
import { eventsOf } from '../../../test/events.ts';
import type { SessionClaims } from '../../platform/identity/token-service.ts';
import { optQuickPay, updateInvoiceQuickPay, type QuickPayDeps } from './quick-pay.service.ts';

const testDb = testDbForFile();
let deps: QuickPayDeps;
beforeAll(async () => {
  // a Tuesday, 11:00 am Eastern
  deps = { db: testDb.db, now: () => new Date('2026-03-10T15:00:00Z') };
});

const sessionOf = (user: TestUser): SessionClaims => ({ ...user, sessionId: 'test' });
const newUser = async () => createUser(testDb.db, (await createVendor(testDb.db)).vendorId);
const farInvoice = (vendorId: number) =>
  addInvoice(testDb.db, vendorId, {
    invoiceNum: `EV-${vendorId}`,
    receivedDate: '2026-03-02',
    dueDate: '2026-04-30',
    netPay: '1234.56',
  });

it('records quick-pay.requested with the invoice and the figures the server chose', async () => {
  const user = await newUser();
  const id = await farInvoice(user.vendorId);
  const m15 = await settingId(testDb.db, 'manual', 15);
  await updateInvoiceQuickPay(deps, sessionOf(user), { id, settingId: m15 });
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([
    {
      type: 'quick-pay.requested',
      vendorId: user.vendorId,
      actorKind: 'vendor-user',
      actorId: user.userId,
      subject: { invoiceId: id },
      data: {
        settingId: m15,
        percent: expect.stringMatching(/^2(\.0+)?$/),
        days: 15,
        amount: '1209.87',
        payDate: '2026-03-25',
      },
    },
  ]);
});

it('records quick-pay.automatic-changed when opting in and out', async () => {
  const user = await newUser();
  await farInvoice(user.vendorId);
  const automatic = await testDb.db
    .selectFrom('quick_pay_settings')
    .select('id')
    .where('kind', '=', 'automatic')
    .where('days', '>', 1)
    .orderBy('days')
    .executeTakeFirstOrThrow();
  await optQuickPay(deps, sessionOf(user), { Option: true, SettingId: automatic.id });
  await optQuickPay(deps, sessionOf(user), { Option: false });
  const events = await eventsOf(testDb.db, user.vendorId);
  expect(events.map((e) => [e.type, e.actorId, e.subject, e.data])).toEqual([
    ['quick-pay.automatic-changed', user.userId, {}, { optedIn: true, settingId: automatic.id }],
    ['quick-pay.automatic-changed', user.userId, {}, { optedIn: false, settingId: null }],
  ]);
});

it("records nothing for a refused request or another vendor's invoice", async () => {
  const user = await newUser();
  const other = await newUser();
  const theirs = await farInvoice(other.vendorId);
  const m15 = await settingId(testDb.db, 'manual', 15);
  await expect(
    updateInvoiceQuickPay(deps, sessionOf(user), { id: theirs, settingId: m15 }),
  ).rejects.toMatchObject({ code: 'not_found' });
  await expect(optQuickPay(deps, sessionOf(user), { Option: false })).rejects.toMatchObject({
    code: 'conflict',
  });
  await expect(optQuickPay(deps, sessionOf(user), { Option: true, SettingId: 999999 })).rejects.toMatchObject(
    {
      code: 'bad_request',
    },
  );
  expect(await eventsOf(testDb.db, user.vendorId)).toEqual([]);
  expect(await eventsOf(testDb.db, other.vendorId)).toEqual([]);
});

// The QuickPay calls over real HTTP and PostgreSQL (SPEC sections 4, 5, 7, 9) with the server's clock
// pinned: the options, the company's automatic opt-in and opt-out with its history, the List of
// QuickPay, and QuickPay for one invoice, whose amounts, fees and pay dates the server computes itself
// (never from the request). Every refusal changes nothing; another vendor's invoice answers 404; every
// call needs a session.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  automaticQuickPaySettingsCall,
  defaultQuickPayCall,
  defaultQuickPayState,
  INVOICE_NOT_FOUND,
  manualQuickPaySettingsCall,
  optQuickPayCall,
  optQuickPayResponse,
  QUICK_PAY_ADDED,
  QUICK_PAY_AFTER_DUE_DATE,
  QUICK_PAY_ALREADY_OPTED_IN,
  QUICK_PAY_DISABLED,
  QUICK_PAY_INVOICE_NOT_UNPAID,
  QUICK_PAY_NEXT_DAY_PO_BOX,
  QUICK_PAY_NOT_OPTED_IN,
  QUICK_PAY_OPTED_IN,
  QUICK_PAY_OPTED_OUT,
  QUICK_PAY_OPTION_REQUIRED,
  QUICK_PAY_SAME_OPTION,
  QUICK_PAY_SETTING_UNKNOWN,
  QUICK_PAY_STATUS_UNKNOWN,
  quickPaySettingsResponse,
  unpaidInvoicesCall,
  updateInvoiceQuickPayCall,
  updateInvoiceQuickPayResponse,
  type VendorInvoice,
  vendorInvoicesResponse,
} from '@vp/contracts';
import { api, startTestServer, type TestServer } from '../../../test/harness.ts';
import {
  addInvoice,
  excludeFromQuickPay,
  setBillingAddress,
  settingId,
} from '../../../test/fixtures/index.ts';

const AUTOMATIC = automaticQuickPaySettingsCall.path;
const MANUAL = manualQuickPaySettingsCall.path;
const DEFAULT = defaultQuickPayCall.path;
const OPT = optQuickPayCall.path;
const UNPAID = unpaidInvoicesCall.path;
const UPDATE = updateInvoiceQuickPayCall.path;

// Tuesday, March 10, 2026, 11:00 am EDT: a business day before the 2:00 pm cut-off
const TUESDAY_11AM = new Date('2026-03-10T15:00:00Z');
let clock = TUESDAY_11AM;

let server: TestServer;
type Vendor = { token: string; vendorId: number };
let me: Vendor;
let other: Vendor;
let poBox: Vendor;
let excluded: Vendor;
const ids = {} as Record<'far' | 'near' | 'spare' | 'paid' | 'other' | 'poBox' | 'excluded', number>;
const settings = {} as Record<'m1' | 'm7' | 'm15' | 'm30' | 'a1' | 'a10' | 'a20' | 'a30', number>;

const post = (path: string, body: unknown, as: Vendor | null = me) =>
  api(server, path, { method: 'POST', body, ...(as === null ? {} : { token: as.token }) });
const get = (path: string, as: Vendor | null = me) =>
  api(server, path, as === null ? {} : { token: as.token });
const update = (body: Record<string, unknown>, as: Vendor | null = me) => post(UPDATE, body, as);
const opt = (body: Record<string, unknown>, as: Vendor | null = me) => post(OPT, body, as);
const stateOf = async (as: Vendor = me) => defaultQuickPayState.parse((await get(DEFAULT, as)).json);

async function unpaid(body: Record<string, unknown> = { status: 'Unpaid' }, as: Vendor = me) {
  const res = await post(UNPAID, body, as);
  expect(res.status).toBe(200);
  return vendorInvoicesResponse.parse(res.json).vendorInvoices;
}
async function invoice(id: number, as: Vendor = me): Promise<VendorInvoice> {
  return (await unpaid({}, as)).find((i) => i.id === id)!;
}
/** The QuickPay columns of an invoice as stored. */
const stored = (id: number) =>
  server.db
    .selectFrom('invoices')
    .select(['qp_setting_id', 'qp_source', 'qp_percent', 'qp_amount', 'qp_fedex_fee', 'qp_pay_date'])
    .where('inv_seq', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  const db = server.db;
  const vendor = async (checkAddress: string): Promise<Vendor> => {
    const v = await server.signIn();
    await setBillingAddress(db, v.vendorId, checkAddress);
    return { token: v.token, vendorId: v.vendorId };
  };
  me = await vendor('415 Commerce Blvd');
  other = await vendor('9 Elm St');
  poBox = await vendor('PO Box 2210');
  excluded = await vendor('1 Main St');
  await excludeFromQuickPay(db, excluded.vendorId);

  // due far out: every option fits
  ids.far = await addInvoice(db, me.vendorId, {
    invoiceNum: 'U-FAR',
    receivedDate: '2026-03-02',
    dueDate: '2026-04-30',
    netPay: '1234.56',
  });
  // due March 20: next day (pays March 11) and 7 days (March 17) fit, 15 days (March 25) does not
  ids.near = await addInvoice(db, me.vendorId, {
    invoiceNum: 'U-NEAR',
    status: 'RECEIVED',
    receivedDate: '2026-03-05',
    dueDate: '2026-03-20',
    netPay: '500.00',
  });
  ids.spare = await addInvoice(db, me.vendorId, {
    invoiceNum: 'U-SPARE',
    status: 'ON_HOLD',
    receivedDate: '2026-02-20',
    dueDate: '2026-05-30',
    netPay: '80.10',
  });
  ids.paid = await addInvoice(db, me.vendorId, {
    invoiceNum: 'P-1',
    status: 'PAID',
    checkNo: '1001',
    receivedDate: '2026-01-05',
    dueDate: '2026-04-30',
    netPay: '300.00',
    payAmt: '300.00',
    releaseDate: '2026-02-01',
  });
  ids.other = await addInvoice(db, other.vendorId, {
    invoiceNum: 'O-1',
    receivedDate: '2026-03-01',
    dueDate: '2026-04-30',
    netPay: '100.00',
  });
  ids.poBox = await addInvoice(db, poBox.vendorId, {
    invoiceNum: 'X-1',
    receivedDate: '2026-03-01',
    dueDate: '2026-04-30',
    netPay: '100.00',
  });
  ids.excluded = await addInvoice(db, excluded.vendorId, {
    invoiceNum: 'E-1',
    receivedDate: '2026-03-01',
    dueDate: '2026-04-30',
    netPay: '100.00',
  });
  for (const days of [1, 7, 15, 30] as const) settings[`m${days}`] = await settingId(db, 'manual', days);
  for (const days of [1, 10, 20, 30] as const) settings[`a${days}`] = await settingId(db, 'automatic', days);
});
beforeEach(() => {
  clock = TUESDAY_11AM;
});
afterAll(() => server.close());

describe('the QuickPay options', () => {
  it('lists the automatic and manual options, fewest days first, next day with its $35.00 charge', async () => {
    const automatic = quickPaySettingsResponse.parse((await get(AUTOMATIC)).json).quickpaysetting;
    expect(automatic).toEqual([
      { id: settings.a1, percentage: 4, days: 1, fedexFee: 35, mailingfees: 0 },
      { id: settings.a10, percentage: 2.5, days: 10, fedexFee: 0, mailingfees: 0 },
      { id: settings.a20, percentage: 2, days: 20, fedexFee: 0, mailingfees: 0 },
      { id: settings.a30, percentage: 1.5, days: 30, fedexFee: 0, mailingfees: 0 },
    ]);
    const manual = quickPaySettingsResponse.parse((await get(MANUAL)).json).quickpaysetting;
    expect(manual.map((s) => [s.days, s.percentage, s.fedexFee])).toEqual([
      [1, 5, 35],
      [7, 3, 0],
      [15, 2, 0],
      [30, 1, 0],
    ]);
  });

  it('leaves next day out for a P.O. box billing address', async () => {
    for (const path of [AUTOMATIC, MANUAL]) {
      const days = quickPaySettingsResponse
        .parse((await get(path, poBox)).json)
        .quickpaysetting.map((s) => s.days);
      expect(days).not.toContain(1);
      expect(days.length).toBe(3);
    }
  });

  it('answers 401 without a session', async () => {
    for (const path of [AUTOMATIC, MANUAL, DEFAULT]) expect((await get(path, null)).status).toBe(401);
  });
});

describe('POST get-vendor-invoices-unpaid-for-quick-pay', () => {
  it("lists only the vendor's unpaid invoices; 'Unpaid', blank and absent mean every unpaid status", async () => {
    for (const body of [{ status: 'Unpaid' }, { status: '' }, {}]) {
      expect((await unpaid(body)).map((i) => i.invoiceNum)).toEqual(['U-NEAR', 'U-FAR', 'U-SPARE']);
    }
    expect((await unpaid({ status: 'RECEIVED' })).map((i) => i.invoiceNum)).toEqual(['U-NEAR']);
    expect(
      (await unpaid({ status: 'Unpaid', startDate: '2026-03-02T00:00', endDate: '2026-03-10T00:00' })).map(
        (i) => i.invoiceNum,
      ),
    ).toEqual(['U-NEAR', 'U-FAR']);
    expect((await unpaid({}, other)).map((i) => i.invoiceNum)).toEqual(['O-1']);
  });

  it('refuses a settled status and an end date before the start', async () => {
    const paid = await post(UNPAID, { status: 'PAID' });
    expect(paid.status).toBe(400);
    expect(paid.json.error).toBe(QUICK_PAY_STATUS_UNKNOWN);
    const backwards = await post(UNPAID, { startDate: '2026-03-10T00:00', endDate: '2026-03-09T00:00' });
    expect(backwards.status).toBe(400);
    expect(backwards.json.error).toBe('End Date must be greater than Start Date');
  });

  it('answers 401 without a session', async () => {
    expect((await post(UNPAID, {}, null)).status).toBe(401);
  });
});

describe('POST update-vendor-inv-head-quick-pay', () => {
  it("saves the chosen option with the server's own amount and pay date, whatever the request says", async () => {
    const res = await update({
      id: ids.far,
      settingId: settings.m15,
      percentage: 99,
      Amount: 1,
      isMailingFeeActive: true,
      FedexFee: 0,
      dueDate: '2099-01-01',
    });
    expect(res.status).toBe(200);
    const body = updateInvoiceQuickPayResponse.parse(res.json);
    expect(body.message).toBe(QUICK_PAY_ADDED);
    // $1,234.56 at 2%: 24.6912 -> 24.69 off; pays March 10 + 15 days
    expect(body.invoice).toMatchObject({
      id: ids.far,
      qpPercent: 2,
      qpAmount: 1209.87,
      qpFedexFee: 0,
      qpDays: 15,
      qpSettingId: settings.m15,
      qpSource: 'manual',
      expectedDate: '2026-03-25',
      dueDate: '2026-04-30',
    });
    expect(await invoice(ids.far)).toEqual(body.invoice);
  });

  it('finds the option by its percentage when no setting id is sent', async () => {
    const res = await update({ id: ids.far, percentage: 3, Amount: 5000 });
    expect(res.status).toBe(200);
    expect(updateInvoiceQuickPayResponse.parse(res.json).invoice).toMatchObject({
      qpSettingId: settings.m7,
      qpPercent: 3,
      qpAmount: 1197.52, // 1234.56 - 37.04 (37.0368)
      expectedDate: '2026-03-17',
    });
  });

  it('ships next day the same business day before 2:00 pm Eastern and the next one after', async () => {
    const before = updateInvoiceQuickPayResponse.parse(
      (await update({ id: ids.near, settingId: settings.m1 })).json,
    );
    // shipped Tuesday, delivered Wednesday; 5% of $500.00 off, and the $35.00 overnight charge
    expect(before.invoice).toMatchObject({
      qpAmount: 475,
      qpFedexFee: 35,
      qpDays: 1,
      expectedDate: '2026-03-11',
    });
    await update({ id: ids.near, settingId: settings.m7 });
    clock = new Date('2026-03-10T18:00:00Z'); // 2:00 pm EDT
    const after = updateInvoiceQuickPayResponse.parse(
      (await update({ id: ids.near, settingId: settings.m1 })).json,
    );
    expect(after.invoice.expectedDate).toBe('2026-03-12');
    await update({ id: ids.near, settingId: settings.m7 });
    clock = new Date('2026-03-13T19:30:00Z'); // Friday 3:30 pm: ships Monday, arrives Tuesday
    const friday = updateInvoiceQuickPayResponse.parse(
      (await update({ id: ids.near, settingId: settings.m1 })).json,
    );
    expect(friday.invoice.expectedDate).toBe('2026-03-17');
  });

  it('refuses an option that would pay after the due date, and the option the invoice has', async () => {
    const before = await stored(ids.near);
    const late = await update({ id: ids.near, settingId: settings.m15 });
    expect(late.status).toBe(400);
    expect(late.json.error).toBe(QUICK_PAY_AFTER_DUE_DATE);
    const same = await update({ id: ids.near, settingId: before.qp_setting_id });
    expect(same.status).toBe(400);
    expect(same.json.error).toBe(QUICK_PAY_SAME_OPTION);
    expect(await stored(ids.near)).toEqual(before);
  });

  it('refuses unknown options, a missing option and a settled invoice, changing nothing', async () => {
    const before = await stored(ids.spare);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ id: ids.spare }, 400, QUICK_PAY_OPTION_REQUIRED],
      [{ id: ids.spare, settingId: 999_999 }, 400, QUICK_PAY_SETTING_UNKNOWN],
      // an automatic option is not a per-invoice one
      [{ id: ids.spare, settingId: settings.a10 }, 400, QUICK_PAY_SETTING_UNKNOWN],
      [{ id: ids.spare, percentage: 4.5 }, 400, QUICK_PAY_SETTING_UNKNOWN],
      [{ id: ids.paid, settingId: settings.m7 }, 409, QUICK_PAY_INVOICE_NOT_UNPAID],
    ];
    for (const [body, status, message] of cases) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.json.error).toBe(message);
    }
    expect((await update({ id: 'x', settingId: settings.m7 })).status).toBe(400);
    expect(await stored(ids.spare)).toEqual(before);
  });

  it("answers 404 for another vendor's invoice exactly as for a missing one", async () => {
    const before = await stored(ids.other);
    for (const id of [ids.other, 2_000_000_000]) {
      const res = await update({ id, settingId: settings.m7 });
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(INVOICE_NOT_FOUND);
    }
    expect(await stored(ids.other)).toEqual(before);
  });

  it('refuses next day for a P.O. box billing address', async () => {
    const res = await update({ id: ids.poBox, settingId: settings.m1 }, poBox);
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(QUICK_PAY_NEXT_DAY_PO_BOX);
    expect((await stored(ids.poBox)).qp_setting_id).toBeNull();
    expect((await update({ id: ids.poBox, settingId: settings.m7 }, poBox)).status).toBe(200);
  });

  it('refuses a company excluded from QuickPay (qpExclude)', async () => {
    expect((await invoice(ids.excluded, excluded)).qpExclude).toBe(true);
    const res = await update({ id: ids.excluded, settingId: settings.m7 }, excluded);
    expect(res.status).toBe(403);
    expect(res.json.error).toBe(QUICK_PAY_DISABLED);
    expect((await stored(ids.excluded)).qp_setting_id).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await update({ id: ids.far, settingId: settings.m30 }, null)).status).toBe(401);
    expect((await stored(ids.far)).qp_setting_id).toBe(settings.m7);
  });
});

describe('automatic QuickPay: opt in and out', () => {
  it('starts opted out with no history', async () => {
    expect(await stateOf(other)).toEqual({
      qpsettingid: null,
      qpPercentage: 0,
      fedexFee: 0,
      days: null,
      optOutdate: null,
      optIndate: null,
      qpExclude: false,
    });
    expect((await stateOf(excluded)).qpExclude).toBe(true);
  });

  it('refuses an opt-in without an option or with an unknown one', async () => {
    for (const [body, message] of [
      [{ Option: true }, QUICK_PAY_OPTION_REQUIRED],
      [{ Option: true, SettingId: null }, QUICK_PAY_OPTION_REQUIRED],
      [{ Option: true, SettingId: settings.m7 }, QUICK_PAY_SETTING_UNKNOWN],
    ] as const) {
      const res = await opt(body);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
    }
    const notOptedIn = await opt({ Option: false });
    expect(notOptedIn.status).toBe(409);
    expect(notOptedIn.json.error).toBe(QUICK_PAY_NOT_OPTED_IN);
    expect((await stateOf()).optOutdate).toBeNull();
  });

  it('opts in: the state, the history, and the option on the unpaid invoices without a choice of their own', async () => {
    const nearBefore = await stored(ids.near);
    await server.db
      .updateTable('invoices')
      .set({
        qp_setting_id: null,
        qp_source: null,
        qp_percent: null,
        qp_days: null,
        qp_amount: null,
        qp_fedex_fee: null,
        qp_mailing_fee: null,
        qp_pay_date: null,
        qp_chosen_at: null,
      })
      .where('inv_seq', '=', ids.near)
      .execute();
    const res = await opt({ Option: true, SettingId: settings.a20 });
    expect(res.status).toBe(200);
    const body = optQuickPayResponse.parse(res.json);
    expect(body.message).toBe(QUICK_PAY_OPTED_IN);
    expect(body.state).toEqual({
      qpsettingid: settings.a20,
      qpPercentage: 2,
      fedexFee: 0,
      days: 20,
      optOutdate: null,
      optIndate: TUESDAY_11AM.toISOString(),
      qpExclude: false,
    });
    expect(await stateOf()).toEqual(body.state);
    // U-SPARE had no choice: 2% of $80.10 = 1.602 -> 1.60 off, pays March 30
    expect(await invoice(ids.spare)).toMatchObject({
      qpSource: 'automatic',
      qpAmount: 78.5,
      qpPercent: 2,
      expectedDate: '2026-03-30',
    });
    // U-FAR keeps its own choice; U-NEAR is due before March 30, so the option does not fit it
    expect(await invoice(ids.far)).toMatchObject({ qpSource: 'manual', qpSettingId: settings.m7 });
    expect((await invoice(ids.near)).qpSettingId).toBeNull();
    expect(nearBefore.qp_setting_id).not.toBeNull();
    // another vendor's state is its own
    expect((await stateOf(other)).qpPercentage).toBe(0);
    expect((await invoice(ids.other, other)).qpSettingId).toBeNull();
  });

  it('refuses QuickPay for one invoice while the company is opted in', async () => {
    const res = await update({ id: ids.near, settingId: settings.m7 });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(QUICK_PAY_ALREADY_OPTED_IN);
    expect((await stored(ids.near)).qp_setting_id).toBeNull();
  });

  it('switches to next day, which now fits the invoice due March 20', async () => {
    const body = optQuickPayResponse.parse((await opt({ Option: true, SettingId: settings.a1 })).json);
    expect(body.state).toMatchObject({ qpsettingid: settings.a1, qpPercentage: 4, fedexFee: 35, days: 1 });
    expect(await invoice(ids.near)).toMatchObject({
      qpSource: 'automatic',
      qpAmount: 480,
      qpFedexFee: 35,
      expectedDate: '2026-03-11',
    });
  });

  it('opts out: the automatic option leaves the unpaid invoices, the choices of their own stay', async () => {
    clock = new Date('2026-03-12T16:00:00Z');
    const res = await opt({ Option: false, SettingId: null });
    expect(res.status).toBe(200);
    const body = optQuickPayResponse.parse(res.json);
    expect(body.message).toBe(QUICK_PAY_OPTED_OUT);
    expect(body.state).toMatchObject({
      qpsettingid: null,
      qpPercentage: 0,
      days: null,
      optOutdate: '2026-03-12T16:00:00.000Z',
      optIndate: TUESDAY_11AM.toISOString(),
    });
    expect((await invoice(ids.near)).qpSettingId).toBeNull();
    expect((await invoice(ids.spare)).qpSettingId).toBeNull();
    expect(await invoice(ids.far)).toMatchObject({ qpSource: 'manual', qpSettingId: settings.m7 });
    const history = await server.db
      .selectFrom('vendor_quick_pay_history')
      .select('action')
      .where('vendor_id', '=', me.vendorId)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.action)).toEqual(['opt-in', 'opt-in', 'opt-out']);
    // QuickPay for one invoice is open again
    expect((await update({ id: ids.near, settingId: settings.m7 })).status).toBe(200);
  });

  it('refuses an excluded company and next day for a P.O. box, changing nothing', async () => {
    const disabled = await opt({ Option: true, SettingId: settings.a10 }, excluded);
    expect(disabled.status).toBe(403);
    expect(disabled.json.error).toBe(QUICK_PAY_DISABLED);
    expect((await stateOf(excluded)).qpPercentage).toBe(0);
    const nextDay = await opt({ Option: true, SettingId: settings.a1 }, poBox);
    expect(nextDay.status).toBe(400);
    expect(nextDay.json.error).toBe(QUICK_PAY_NEXT_DAY_PO_BOX);
    expect((await stateOf(poBox)).optIndate).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await opt({ Option: true, SettingId: settings.a10 }, null)).status).toBe(401);
    expect((await stateOf()).qpPercentage).toBe(0);
  });
});

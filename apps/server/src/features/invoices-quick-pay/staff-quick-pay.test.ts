// The console's QuickPay screen on the server (issue 18 point 2, decision 060): the requests a vendor
// made, filtered by status and vendor; bad answers refused with nothing changed; a decline with its
// reason and a paid answer, each with the provider's events (actor staff) and a staff audit row with
// before and after; 409 for an answered request, 404 for an unknown invoice; what the vendor then
// sees; the automatic opt-ins; the fees per month.
import { describe, expect, it } from 'vitest';
import {
  callUrl,
  optQuickPayCall,
  staffDecideQuickPayCall,
  staffQuickPayAutomaticCall,
  staffQuickPayMonthsCall,
  type StaffQuickPayRequest,
  staffQuickPayRequestsCall,
  unpaidInvoicesCall,
  updateInvoiceQuickPayCall,
  vendorInvoicesResponse,
  listAuditCall,
} from '@vp/contracts';
import { eventsOf } from '../../../test/events.ts';
import { api } from '../../../test/harness.ts';
import { testServerForFile } from '../../../test/server-for-file.ts';
import { staffSession } from '../../../test/staff-client.ts';
import { addInvoice, settingId } from '../../../test/fixtures/index.ts';

const server = testServerForFile({ now: () => new Date('2026-03-10T15:00:00Z') });

const decisionPath = (invoiceId: number) => callUrl(staffDecideQuickPayCall, { params: { invoiceId } });

async function vendorWithRequests(count: number) {
  const v = await server.signIn();
  const m15 = await settingId(server.db, 'manual', 15);
  const ids: number[] = [];
  for (let n = 1; n <= count; n++) {
    const id = await addInvoice(server.db, v.vendorId, {
      invoiceNum: `QP-${v.vendorNum}-${n}`,
      receivedDate: '2026-03-01',
      dueDate: '2026-06-30',
      netPay: '1000.00',
    });
    const asked = await server.call(
      updateInvoiceQuickPayCall,
      { body: { id, settingId: m15 } },
      { as: { token: v.token } },
    );
    expect(asked.status, asked.text).toBe(200);
    ids.push(id);
  }
  return { v, ids };
}

const auditOf = (invoiceId: number) =>
  server.db
    .selectFrom('staff_audit_log')
    .select(['action', 'staff_id as staffId', 'before', 'after'])
    .where('subject_type', '=', 'invoice')
    .where('subject_id', '=', String(invoiceId))
    .orderBy('id')
    .execute();

const currentMonth = () => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(new Date());
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
};

describe('the QuickPay screen', () => {
  it('lists, refuses bad answers, declines and pays as the provider would, with events and audit rows', async () => {
    const { v, ids } = await vendorWithRequests(2);
    const [toDecline, toPay] = ids as [number, number];
    const reader = await staffSession(server, 'read_only');
    const payables = await staffSession(server, 'accounts_payable');
    const list = async (query: string) => {
      const res = await api(server, `${staffQuickPayRequestsCall.path}?${query}`, {
        headers: { cookie: reader.cookie },
      });
      expect(res.status, res.text).toBe(200);
      return res.json.items as StaffQuickPayRequest[];
    };

    const open = await list(`status=requested&vendor=${v.vendorNum}`);
    expect(open.map((r) => r.invoiceId).sort()).toEqual([toDecline, toPay].sort());
    // the one list shape: a page of one, then the next from its cursor
    const firstPage = await api(
      server,
      `${staffQuickPayRequestsCall.path}?status=requested&vendor=${v.vendorNum}&limit=1`,
      {
        headers: { cookie: reader.cookie },
      },
    );
    expect((firstPage.json.items as StaffQuickPayRequest[]).map((r) => r.invoiceId)).toEqual([
      open[0]!.invoiceId,
    ]);
    expect(
      await list(
        `status=requested&vendor=${v.vendorNum}&limit=1&cursor=${String(firstPage.json.nextCursor)}`,
      ),
    ).toEqual([open[1]]);
    expect(
      (
        await api(server, `${staffQuickPayRequestsCall.path}?limit=501`, {
          headers: { cookie: reader.cookie },
        })
      ).status,
    ).toBe(400);
    expect(open[0]).toMatchObject({
      vendorNum: v.vendorNum,
      state: 'requested',
      source: 'manual',
      netPay: '1000.00',
      percent: '2.00',
      days: 15,
      amount: '980.00',
      fee: '20.00',
      fedexFee: '0.00',
      payDate: '2026-03-25',
      reason: null,
    });
    expect(await list(`status=paid&vendor=${v.vendorNum}`)).toEqual([]);
    const badFilter = await api(server, `${staffQuickPayRequestsCall.path}?status=open`, {
      headers: { cookie: reader.cookie },
    });
    expect(badFilter.status).toBe(400);
    expect(badFilter.json.message).toMatch(/status/);

    const decide = (invoiceId: number, body: unknown) =>
      api(server, decisionPath(invoiceId), { method: 'POST', headers: { cookie: payables.cookie }, body });

    // bad input: 400 with what is wrong, and nothing changed
    const noReason = await decide(toDecline, { outcome: 'declined', reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toMatch(/reason/);
    const noCheck = await decide(toPay, { outcome: 'paid', payDate: '2026-03-12' });
    expect(noCheck.status).toBe(400);
    expect(noCheck.json.message).toMatch(/checkNo/);
    const badDay = await decide(toPay, { outcome: 'paid', checkNo: 'C-1', payDate: '2026-02-30' });
    expect(badDay.status).toBe(400);
    expect(badDay.json.message).toMatch(/payDate: no such day/);
    expect((await list(`status=requested&vendor=${v.vendorNum}`)).length).toBe(2);
    expect(await auditOf(toDecline)).toEqual([]);
    const eventsBefore = (await eventsOf(server.db, v.vendorId)).length;

    // unknown invoice: 404
    const unknown = await decide(2147483000, { outcome: 'declined', reason: 'No such' });
    expect(unknown.status).toBe(404);

    // declined with a reason
    const declined = await decide(toDecline, { outcome: 'declined', reason: 'Invoice under audit' });
    expect(declined.status, declined.text).toBe(200);
    expect(declined.json).toMatchObject({
      state: 'declined',
      reason: 'Invoice under audit',
      amount: null,
      fee: null,
    });
    // answered already: 409
    const again = await decide(toDecline, { outcome: 'paid', checkNo: 'C-9', payDate: '2026-03-12' });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/declined already/);

    // paid: the QuickPay amount, less no overnight charge
    const paid = await decide(toPay, { outcome: 'paid', checkNo: 'QP-77', payDate: '2026-03-12' });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json).toMatchObject({
      state: 'paid',
      invoiceStatus: 'Paid',
      checkNo: 'QP-77',
      amount: '980.00',
      fee: '20.00',
    });
    expect((await decide(toPay, { outcome: 'declined', reason: 'late' })).status).toBe(409);

    // the provider's events, with the staff member as the actor
    const events = (await eventsOf(server.db, v.vendorId)).slice(eventsBefore);
    expect(events.map((e) => [e.type, e.actorKind, e.actorId])).toEqual([
      ['quick-pay.declined', 'staff', payables.staffId],
      ['quick-pay.paid', 'staff', payables.staffId],
      ['invoice.paid', 'staff', payables.staffId],
    ]);
    expect(events[0]!.data).toEqual({ reason: 'Invoice under audit' });
    expect(events[1]!.data).toEqual({ checkNo: 'QP-77', payAmt: '980.00', payDate: '2026-03-12' });

    // the audit rows: before and after
    expect(await auditOf(toDecline)).toEqual([
      expect.objectContaining({
        action: 'quick-pay.declined',
        staffId: payables.staffId,
        before: expect.objectContaining({ state: 'requested', source: 'manual', amount: '980.00' }),
        after: expect.objectContaining({ state: 'declined', reason: 'Invoice under audit', amount: null }),
      }),
    ]);
    expect(await auditOf(toPay)).toEqual([
      expect.objectContaining({
        action: 'quick-pay.paid',
        before: expect.objectContaining({ state: 'requested', invoiceStatus: 'APPROVED' }),
        after: expect.objectContaining({ state: 'paid', invoiceStatus: 'Paid', checkNo: 'QP-77' }),
      }),
    ]);
    // the audit log's vendor filter finds both decisions (issue 38 point 7)
    const byVendor = await api(
      server,
      callUrl(listAuditCall, { query: { source: 'staff', vendorNum: v.vendorNum } }),
      {
        headers: { cookie: reader.cookie },
      },
    );
    expect(byVendor.status, byVendor.text).toBe(200);
    expect((byVendor.json.items as { action: string }[]).map((e) => e.action).sort()).toEqual([
      'quick-pay.declined',
      'quick-pay.paid',
    ]);

    // what the vendor sees: the decline's reason in its QuickPay list; the paid invoice has left it
    const unpaid = await server.call(
      unpaidInvoicesCall,
      { body: { status: '', startDate: '', endDate: '' } },
      { as: { token: v.token } },
    );
    expect(vendorInvoicesResponse.parse(unpaid.json).vendorInvoices).toEqual([
      expect.objectContaining({
        id: toDecline,
        qpDecision: 'declined',
        qpDeclinedReason: 'Invoice under audit',
      }),
    ]);

    // the filters and the fees per month
    expect((await list(`status=declined&vendor=${v.vendorNum}`)).map((r) => r.invoiceId)).toEqual([
      toDecline,
    ]);
    expect((await list(`status=paid&vendor=${v.vendorNum}`)).map((r) => r.invoiceId)).toEqual([toPay]);
    expect(await list(`vendor=no-such-vendor-name`)).toEqual([]);
    const months = await server.call(staffQuickPayMonthsCall, {}, { headers: { cookie: reader.cookie } });
    expect(months.status).toBe(200);
    expect(months.json.months).toEqual([
      { month: currentMonth(), paidRequests: 1, fees: '20.00', overnightCharges: '0.00' },
    ]);
  });

  it("lists the vendors' automatic opt-ins with their option, by vendor", async () => {
    const v = await server.signIn();
    const a10 = await settingId(server.db, 'automatic', 10);
    const opted = await server.call(
      optQuickPayCall,
      { body: { Option: true, SettingId: a10 } },
      { as: { token: v.token } },
    );
    expect(opted.status, opted.text).toBe(200);
    const reader = await staffSession(server, 'vendor_manager');
    const res = await api(server, `${staffQuickPayAutomaticCall.path}?vendor=${v.vendorNum}`, {
      headers: { cookie: reader.cookie },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.nextCursor).toBeNull();
    expect(res.json.items).toEqual([
      expect.objectContaining({
        vendorId: v.vendorId,
        optedIn: true,
        percentage: '2.50',
        days: 10,
        qpExclude: false,
        optInAt: expect.any(String),
      }),
    ]);
  });

  it('refuses an answer from a role that does not own QuickPay, with nothing changed', async () => {
    const { ids } = await vendorWithRequests(1);
    const manager = await staffSession(server, 'vendor_manager');
    const res = await api(server, staffDecideQuickPayCall.path.replace(':invoiceId', String(ids[0])), {
      method: 'POST',
      headers: { cookie: manager.cookie },
      body: { outcome: 'declined', reason: 'Not mine to answer' },
    });
    expect(res.status).toBe(403);
    expect(await auditOf(ids[0]!)).toEqual([]);
  });
});

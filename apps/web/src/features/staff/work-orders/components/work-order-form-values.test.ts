// The work order form's rules and its body (decision 061): required fields named, amounts checked,
// typed text becoming safe paragraphs, and an edit keeping what the form does not show.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffWorkOrder } from '@vp/contracts';
import { canManageWorkOrders } from '../../state/staff-paths.ts';
import {
  bodyOf,
  emptyWorkOrder,
  newCrewLine,
  textToHtml,
  valuesOf,
  workOrderValuesSchema,
} from './work-order-form-values.ts';

const order: StaffWorkOrder = {
  ordNum: 7,
  externalId: 'staff:x',
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  poNum: 'PO-7',
  status: 'OPEN',
  statusDescription: 'Open',
  clientId: 2,
  clientName: 'Acme',
  storeId: 5,
  storeNumber: '7001',
  storeName: 'Albany',
  vendorId: 9,
  vendorCompany: 'Northwind',
  category: 'Plumbing',
  orderType: 'Repair',
  priority: '',
  clientPO: '',
  nte: '450.00',
  scope: '<p>Fix <strong>the</strong> tap.</p>',
  additionalInformation: '<p>Gate code 12</p>',
  beginService: null,
  serviceEnd: null,
  serviceDays: 1,
  clientInstructions: '<p>Call the IVR.</p>',
  crewLines: [
    {
      ocdId: 11,
      externalId: 'staff:l',
      vendorId: 9,
      vendorCompany: 'Northwind',
      crewId: 11,
      status: 'Assigned',
      workDate: '2026-03-02T14:00:00.000Z',
      visitDate: null,
      nte: '450.00',
      technicians: [],
    },
  ],
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the work order form', () => {
  it('names what is missing or wrong', () => {
    const result = workOrderValuesSchema.safeParse({ ...emptyWorkOrder(), nte: 'abc', crewLines: [] });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'poNum: Enter the PO number.',
        'clientId: Choose the client.',
        'vendor: Choose the vendor.',
        'nte: Enter an amount such as 450.00, or leave it empty.',
        'crewLines: Add at least one crew line.',
      ]),
    );
  });

  it('turns typed text into escaped paragraphs', () => {
    expect(textToHtml('Fix <b> & go\n\n second ')).toBe('<p>Fix &#60;b&#62; &#38; go</p><p>second</p>');
  });

  it('keeps, on an edit, the scope as it was, the onsite instant and the fields it does not show', () => {
    const values = valuesOf(order);
    expect(values.scope).toBe('Fix the tap.');
    const body = bodyOf({ ...values, priority: 'Urgent' }, order);
    expect(body).toMatchObject({
      priority: 'Urgent',
      scope: order.scope,
      additionalInformation: order.additionalInformation,
      clientInstructions: order.clientInstructions,
      vendorId: 9,
      crewLines: [{ ocdId: 11, vendorId: 9, workDate: '2026-03-02T14:00:00.000Z', nte: '450.00' }],
    });
    const moved = bodyOf(
      { ...values, crewLines: [{ ...values.crewLines[0]!, workDate: '2026-03-05' }] },
      order,
    );
    expect(moved.crewLines[0]!.workDate).toBe('2026-03-05T12:00:00.000Z');
    expect(bodyOf({ ...values, scope: 'New scope' }, order).scope).toBe('<p>New scope</p>');
  });

  it('starts a crew line on the day of the user’s own calendar, not the UTC day', () => {
    // 19:21 on 26 November in New York is already the 27th in UTC: the vendor's list, which ends
    // today in its own time, did not find an order made then (seen on CI)
    vi.useFakeTimers({ now: new Date('2026-11-27T00:21:00Z'), toFake: ['Date'] });
    // the user's zone, as the browser's clock has it (Node reads TZ again when it changes)
    vi.stubEnv('TZ', 'America/New_York');
    expect(newCrewLine().workDate).toBe('2026-11-26');
    expect(emptyWorkOrder().crewLines[0]!.workDate).toBe('2026-11-26');
    // the form is made as it opens: a console left open overnight starts on the new day
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z'));
    expect(emptyWorkOrder().crewLines[0]!.workDate).toBe('2026-11-27');
  });

  it('is for Vendor managers and Administrators', () => {
    expect(canManageWorkOrders('vendor_manager')).toBe(true);
    expect(canManageWorkOrders('administrator')).toBe(true);
    expect(canManageWorkOrders('read_only')).toBe(false);
    expect(canManageWorkOrders('accounts_payable')).toBe(false);
  });
});

// How each source's row reads (decision 119): who the vendor sees ("The company" for staff and the
// provider's systems) and who the company sees (the staff member's name), a guest check-in's name,
// check-out's hours and site state, and messages (issue 41 point 5) read once their events exist.
import { describe, expect, it } from 'vitest';
import { crewLineChangeItem, eventItem, staffAuditItem } from './order-timeline-items.ts';
import type { TimelineEventRow } from './order-timeline.repository.ts';

const at = new Date('2026-11-29T10:00:00Z');
const row = (over: Partial<TimelineEventRow>): TimelineEventRow => ({
  id: 7,
  at,
  type: 'work-order.reopened',
  actorKind: 'staff',
  userFirstName: null,
  userLastName: null,
  userEmail: null,
  staffName: 'Sam Park',
  staffEmail: 'sam@acme.test',
  vendorCompany: 'Northwind',
  subject: {},
  data: { from: 'Completed', to: 'In Progress', note: 'Leak again' },
  ...over,
});

describe('a timeline item', () => {
  it("names the staff to the company and 'The company' to the vendor", () => {
    expect(eventItem(row({}), 'company', new Map())).toMatchObject({
      id: 'e7',
      kind: 'status',
      actor: 'company',
      who: 'Sam Park (staff)',
      what: 'Reopened',
      details: 'Completed to In Progress; Leak again',
      vendorName: 'Northwind',
    });
    expect(eventItem(row({}), 'vendor', new Map()).who).toBe('The company');
    expect(eventItem(row({ actorKind: 'provider' }), 'vendor', new Map()).who).toBe('The company');
  });

  it("names a guest check-in by the name it gave, and says a check-out's hours, work and site state", () => {
    const item = eventItem(
      row({
        type: 'check-in.updated',
        actorKind: 'system',
        data: {
          startAt: '2026-11-29T08:00:00Z',
          endAt: '2026-11-29T10:00:00Z',
          hours: '2.00',
          siteState: 'off-site',
          distanceMeters: 812.4,
          accuracyMeters: 30,
          checkedInBy: 'Pat Guest',
          workDone: 'Replaced the filter',
        },
      }),
      'vendor',
      new Map(),
    );
    expect(item).toMatchObject({
      kind: 'check-in',
      actor: 'vendor-user',
      who: 'Pat Guest',
      what: 'Checked out',
    });
    expect(item.details).toBe(
      'off site (flagged for review); 812 m from the store; accuracy 30 m; 2.00 h; work done: Replaced the filter',
    );
  });

  it('names the technicians of an assignment and a vendor user by name (e-mail when none)', () => {
    const names = new Map([[5, 'Dana Lee']]);
    const item = eventItem(
      row({
        type: 'crew-line.assigned',
        actorKind: 'vendor-user',
        userFirstName: '',
        userLastName: '',
        userEmail: 'office@northwind.test',
        data: { userIds: [5, 6] },
      }),
      'vendor',
      names,
    );
    expect(item).toMatchObject({
      kind: 'assignment',
      who: 'office@northwind.test',
      details: 'Dana Lee, user 6',
    });
  });

  it('reads a message once its event exists (issue 41 point 5)', () => {
    expect(
      eventItem(
        row({ type: 'work-order.message-posted', data: { authorKind: 'staff', attachments: 2 } }),
        'vendor',
        new Map(),
      ),
    ).toMatchObject({ kind: 'message', what: 'Message posted', details: '2 attachment(s)' });
  });

  it('reads a dispatch, an NTE change and a staff edit', () => {
    const change = { id: 3, at, ocdId: 9, nteBefore: null, nteAfter: '500', vendorCompany: 'Northwind' };
    expect(crewLineChangeItem({ ...change, kind: 'dispatched' })).toMatchObject({
      id: 'c3',
      kind: 'dispatch',
      details: 'NTE $500.00',
    });
    expect(
      crewLineChangeItem({ ...change, kind: 'nte-changed', nteBefore: '500', nteAfter: '650.5' }).details,
    ).toBe('$500.00 to $650.50');
    const audit = staffAuditItem({
      id: 4,
      at,
      action: 'work-order.updated',
      staffEmail: 'sam@acme.test',
      staffName: '',
      before: { priority: 'Low' },
      after: { priority: 'High' },
      vendorCompany: null,
    });
    expect(audit).toMatchObject({ id: 's4', kind: 'staff-change', who: 'sam@acme.test (staff)' });
    expect(audit.details).toContain('High');
  });
});

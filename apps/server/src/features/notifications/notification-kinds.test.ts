// The map from event types to notification kinds (decision 118): each source line, and the messages
// of point 5 (`work-order.message-posted`): the company's are news, the vendor's own are not.
import { describe, expect, it } from 'vitest';
import { addresseesOf, notificationKindOf } from './notification-kinds.ts';

const event = (type: string, data: Record<string, unknown> = {}) => ({ type, subject: { ordNum: 1 }, data });

describe('notificationKindOf', () => {
  it('maps each source event type to its kind', () => {
    expect(notificationKindOf(event('work-order.created'))).toBe('dispatched');
    expect(notificationKindOf(event('work-order.updated', { status: 'DISPATCHED' }))).toBe('changed');
    expect(notificationKindOf(event('work-order.updated', { status: 'CANCELLED' }))).toBe('cancelled');
    expect(notificationKindOf(event('document.rejected', { reason: 'Blurred' }))).toBe('document-rejected');
    expect(notificationKindOf(event('invoice.paid'))).toBe('invoice-paid');
  });

  it('tells of a message from the company, not of the vendor’s own', () => {
    expect(notificationKindOf(event('work-order.message-posted', { authorKind: 'staff' }))).toBe(
      'company-message',
    );
    expect(notificationKindOf(event('work-order.message-posted', { authorKind: 'provider' }))).toBe(
      'company-message',
    );
    expect(notificationKindOf(event('work-order.message-posted', { authorKind: 'vendor-user' }))).toBeNull();
  });

  it('reads what a change changed (decision 122): dates, NTE and scope mail, the rest does not', () => {
    const updated = (data: Record<string, unknown>) => notificationKindOf(event('work-order.updated', data));
    expect(updated({ status: 'DISPATCHED', changes: ['nte'] })).toBe('changed');
    expect(updated({ status: 'DISPATCHED', changes: ['crewLines.workDate'] })).toBe('changed');
    expect(updated({ status: 'DISPATCHED', changes: ['scope'] })).toBe('changed');
    expect(updated({ status: 'DISPATCHED', changes: ['priority', 'status', 'crewLines.status'] })).toBeNull();
    expect(updated({ status: 'CANCELLED', changes: ['status'] })).toBe('cancelled');
    // a cancelled order written again with a new scope: a change, not a second cancellation
    expect(updated({ status: 'CANCELLED', changes: ['scope'] })).toBe('changed');
    expect(updated({ status: 'CANCELLED', changes: ['clientPO'] })).toBeNull();
    // the vendor's lines: all taken off is its work cancelled, one added is new work
    expect(updated({ status: 'DISPATCHED', crewLines: [], changes: ['crewLines.removed'] })).toBe(
      'cancelled',
    );
    expect(updated({ status: 'DISPATCHED', crewLines: ['L2'], changes: ['crewLines.removed'] })).toBeNull();
    expect(updated({ status: 'DISPATCHED', crewLines: ['L2'], changes: ['crewLines.added'] })).toBe(
      'dispatched',
    );
  });

  it("maps the company's moves and an assignment, and names an assignment's new users but the one who assigned", () => {
    expect(notificationKindOf(event('work-order.redispatched'))).toBe('dispatched');
    expect(notificationKindOf(event('work-order.crew-line-cancelled', { orderStatus: 'DISPATCHED' }))).toBe(
      'cancelled',
    );
    expect(
      notificationKindOf(event('work-order.crew-line-cancelled', { orderStatus: 'CANCELLED' })),
    ).toBeNull();
    const assigned = {
      ...event('crew-line.assigned', { userIds: [3, 4, 5], addedUserIds: [4, 5] }),
      actor: { kind: 'vendor-user', id: 5 },
    };
    expect(notificationKindOf(assigned)).toBe('dispatched');
    expect(addresseesOf(assigned)).toEqual({ userIds: [4], notAllOrders: true });
    expect(notificationKindOf(event('crew-line.assigned', { userIds: [3], addedUserIds: [] }))).toBeNull();
    expect(notificationKindOf(event('crew-line.assigned', { userIds: [3] }))).toBeNull();
    expect(addresseesOf(event('work-order.created'))).toBeNull();
  });

  it('sends nothing for the other events, the award included (it mails the vendor itself)', () => {
    for (const type of [
      'work-order.accepted',
      'document.approved',
      'announcement-round.awarded',
      'user.created',
    ])
      expect(notificationKindOf(event(type)), type).toBeNull();
  });
});

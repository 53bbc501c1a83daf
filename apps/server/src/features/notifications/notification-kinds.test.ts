// The map from event types to notification kinds (decision 118): each source line, and the messages
// of point 5 (`work-order.message-posted`): the company's are news, the vendor's own are not.
import { describe, expect, it } from 'vitest';
import { notificationKindOf } from './notification-kinds.ts';

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

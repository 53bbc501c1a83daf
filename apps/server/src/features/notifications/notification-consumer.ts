// The notification consumer (decision 118): follows the events feed with a cursor of its own (one row,
// notification_cursor) and, for each event that is a kind of notification, queues each recipient's
// e-mail (delivery 'immediate') or adds a line to their next digest ('digest'), in the transaction that
// moves the cursor on. So an event notifies once: never twice (the cursor moved with the mail), never
// lost (no mail without the cursor). The cursor row is taken FOR UPDATE SKIP LOCKED: while one
// server's consumer works, another's pass finds it held and returns, never sending the same event.
// It runs in every job-running process, woken by the events' NOTIFY and by a poll.
import {
  NOTIFICATION_KIND_RULES,
  notifiedChangeWords,
  type NotificationKind,
  type VendorPermission,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { readEvents, type StoredEvent } from '../../platform/events/read-events.ts';
import { followEvents } from '../../platform/events/follow-events.ts';
import type { JobLog } from '../../platform/jobs/job-runner.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import { notificationEmail, type NotificationContent } from './notification-email.ts';
import { addresseesOf, notificationKindOf } from './notification-kinds.ts';
import {
  eventsAfterCursor,
  eventsWaiting,
  insertDigestItems,
  invoiceNumber,
  lockCursor,
  moveCursor,
  notificationRecipients,
  orderPoNumber,
  type DigestItem,
} from './notification-consumer.repository.ts';
import { signingSecret } from './notification-settings.repository.ts';

export const NOTIFY_BATCH = 500;

export type ConsumeResult = { events: number; mails: number; digestLines: number; busy: boolean };

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** What an event's mail and digest line say, from the event and the rows it names. */
async function contentOf(
  tx: Db,
  kind: NotificationKind,
  e: StoredEvent['event'],
): Promise<NotificationContent> {
  const ordNum = num(e.subject.ordNum);
  const po = text(e.data.poNum) ?? (ordNum === null ? null : await orderPoNumber(tx, ordNum));
  const order = `Work order ${po ?? `#${ordNum ?? '?'}`}`;
  const orders = '/work-order/list-work-orders';
  switch (kind) {
    case 'dispatched':
      if (e.type === 'crew-line.assigned') return { line: `${order} was assigned to you`, path: orders };
      if (e.type === 'work-order.redispatched')
        return { line: `${order} was dispatched to you again`, path: orders };
      return { line: `${order} was dispatched to you`, path: orders };
    case 'changed': {
      // what changed, when the event names it (decision 122): "Work order PO-1 was changed: NTE, scope"
      const words = Array.isArray(e.data.changes) ? notifiedChangeWords(e.data.changes as string[]) : [];
      return words.length > 0
        ? { line: `${order} was changed: ${words.join(', ')}`, path: orders }
        : { line: `${order} was changed`, detail: 'Check its dates, NTE and scope.', path: orders };
    }
    case 'cancelled':
      // the company cancelled one of the vendor's crew lines, not the order (decision 122)
      if (e.type === 'work-order.crew-line-cancelled')
        return { line: `${order}: your crew line was cancelled`, path: orders };
      return { line: `${order} was cancelled`, path: orders };
    case 'company-message':
      return { line: `${order} has a new message from the company`, path: orders };
    case 'document-rejected': {
      const reason = text(e.data.reason);
      return {
        line: ordNum === null ? 'A company document was rejected' : `A document of ${order} was rejected`,
        ...(reason ? { detail: `Reason: ${reason}` } : {}),
        path: ordNum === null ? '/company-profile/details' : orders,
      };
    }
    case 'invoice-paid': {
      const id = num(e.subject.invoiceId);
      const invoice = id === null ? null : await invoiceNumber(tx, id);
      const amount = text(e.data.payAmt);
      return {
        line: `Invoice ${invoice ?? ''} was paid${amount ? ` (${amount})` : ''}`.replace('  ', ' '),
        path: '/invoices/list-invoices',
      };
    }
  }
}

/**
 * One pass: the next events (at most `batch`) notified and the cursor moved past them, in one
 * transaction. `busy`: another consumer holds the cursor now.
 */
export async function consumeNotificationEvents(
  db: Db,
  publicUrl: string,
  batch = NOTIFY_BATCH,
): Promise<ConsumeResult> {
  if (!(await eventsWaiting(db))) return { events: 0, mails: 0, digestLines: 0, busy: false };
  return db.transaction().execute(async (tx) => {
    const cursor = await lockCursor(tx);
    if (!cursor) return { events: 0, mails: 0, digestLines: 0, busy: true };
    const events = await readEvents(tx, { after: cursor, limit: batch });
    const last = events.at(-1)?.position;
    if (!last) return { events: 0, mails: 0, digestLines: 0, busy: false };
    const links = { publicUrl, secret: await signingSecret(tx) };
    const lines: DigestItem[] = [];
    let mails = 0;
    for (const { position, event } of events) {
      const kind = notificationKindOf(event);
      if (!kind || !event.vendor) continue;
      const ordNum = num(event.subject.ordNum);
      const rule = NOTIFICATION_KIND_RULES[kind];
      // a company document (no order) goes to those who see the company's documents
      const permission: VendorPermission =
        kind === 'document-rejected' && ordNum === null ? 'company' : rule.permission;
      const recipients = await notificationRecipients(tx, {
        vendorId: event.vendor.id,
        kind,
        byDefault: rule.byDefault,
        permission,
        ordNum,
        ocdId: num(event.subject.ocdId),
        only: addresseesOf(event),
      });
      if (recipients.length === 0) continue;
      const content = await contentOf(tx, kind, event);
      for (const r of recipients) {
        if (r.delivery === 'immediate') {
          await enqueueMail(tx, notificationEmail(links, r, kind, content));
          mails++;
        } else lines.push({ userId: r.userId, kind, eventId: position.id, line: content.line });
      }
    }
    await insertDigestItems(tx, lines);
    await moveCursor(tx, last);
    return { events: events.length, mails, digestLines: lines.length, busy: false };
  });
}

export type NotificationConsumer = { stop(): Promise<void>; wake(): void };

/** Runs the consumer until stop(): on every NOTIFY of new events and every `pollMs`. */
export function startNotificationConsumer(
  db: Db,
  publicUrl: string,
  pollMs: number,
  log: JobLog,
  channel: string,
): NotificationConsumer {
  return followEvents(db, {
    channel,
    applicationName: 'vendor-portal-notifications',
    pollMs,
    log,
    what: 'notifications',
    async pass(stopped) {
      let result: ConsumeResult;
      do result = await consumeNotificationEvents(db, publicUrl);
      while (result.events === NOTIFY_BATCH && !stopped());
      // committed events the xmin rule still holds back, or another server's pass holding the cursor
      return result.busy || eventsAfterCursor(db);
    },
  });
}

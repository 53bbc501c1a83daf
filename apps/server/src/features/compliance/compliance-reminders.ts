// Reminder e-mails before a compliance document's cover ends (issue 40 point 5, decision 112): at 60,
// 30, 7 and 0 days, to the vendor's users who may change its company documents (Administrators and
// Office, or any role with 'company:edit'), each with a direct link to the requirement's upload. One
// per document and threshold, ever: a row per (document, threshold) is inserted with the mail's job in
// the daily run's batch transaction, and only a row that was new sends. A document first seen late
// (uploaded 20 days before it ends) sends the nearest threshold once and marks the earlier ones, so
// no stale "60 days" mail follows. None once a replacement is uploaded: a pending renewal holds them,
// and an approved one moves the cover to a new document far from its end.
import { REMINDER_THRESHOLDS, complianceUploadPath, requirementTitle } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { enqueueMail } from '../../platform/mail/mail-queue.ts';
import type { RequirementRow } from '../../domain/compliance/compliance-facts.repository.ts';
import type { StateRow } from '../../domain/compliance/compliance-states.repository.ts';
import { daysBetween } from '../../domain/compliance/evaluate-requirement.ts';
import { complianceReminderEmail } from './compliance-reminder-email.ts';
import { insertReminders, reminderRecipients } from './compliance-reminders.repository.ts';

/** A missed run (the server was down that morning) still sends the day-0 reminder within this many days. */
const LATE_DAYS = 7;

export type DueReminder = {
  vendorId: number;
  documentId: number;
  /** the nearest threshold reached: the one mailed */
  threshold: number;
  /** every threshold reached, marked sent with it */
  reached: number[];
  endsOn: string;
  requirementIds: number[];
};

/** The reminders the batch's states call for today (before asking which were sent already). */
export function dueReminders(rows: readonly StateRow[], today: string): DueReminder[] {
  const byDocument = new Map<number, DueReminder>();
  for (const row of rows) {
    if (row.documentId === null || row.endsOn === null || row.renewalPending) continue;
    if (row.state !== 'held' && row.state !== 'expiring' && row.state !== 'expired') continue;
    const days = daysBetween(today, row.endsOn);
    if (days < -LATE_DAYS) continue;
    const reached = REMINDER_THRESHOLDS.filter((t) => days <= t);
    const threshold = reached.at(-1);
    if (threshold === undefined) continue;
    const known = byDocument.get(row.documentId);
    if (known) known.requirementIds.push(row.requirementId);
    else {
      byDocument.set(row.documentId, {
        vendorId: row.vendorId,
        documentId: row.documentId,
        threshold,
        reached: [...reached],
        endsOn: row.endsOn,
        requirementIds: [row.requirementId],
      });
    }
  }
  return [...byDocument.values()];
}

/** Marks the due reminders sent and queues the mail of each that was not, in the batch's transaction. */
export async function sendDueReminders(
  tx: Db,
  publicUrl: string,
  rows: readonly StateRow[],
  requirements: Map<number, RequirementRow>,
  today: string,
): Promise<number> {
  const due = dueReminders(rows, today);
  if (due.length === 0) return 0;
  const fresh = await insertReminders(
    tx,
    due.flatMap((d) => d.reached.map((threshold) => ({ documentId: d.documentId, threshold }))),
  );
  const toSend = due.filter((d) => fresh.has(`${d.documentId}:${d.threshold}`));
  if (toSend.length === 0) return 0;
  const recipients = await reminderRecipients(tx, [...new Set(toSend.map((d) => d.vendorId))]);
  let sent = 0;
  for (const d of toSend) {
    const vendor = recipients.get(d.vendorId);
    if (!vendor || vendor.emails.length === 0) continue;
    const first = requirements.get(Math.min(...d.requirementIds));
    if (!first) continue;
    const url = new URL(complianceUploadPath(first.id), publicUrl).toString();
    const message = complianceReminderEmail({
      companyName: vendor.company,
      title: requirementTitle(first),
      endsOn: d.endsOn,
      daysLeft: daysBetween(today, d.endsOn),
      link: url,
    });
    await enqueueMail(tx, { to: vendor.emails, ...message });
    sent++;
  }
  return sent;
}

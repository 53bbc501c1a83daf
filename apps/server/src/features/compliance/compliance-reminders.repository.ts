// The reminders' SQL (decision 112): the (document, threshold) rows, and who is told.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

/** Inserts the rows not there yet; answers the new ones as 'documentId:threshold'. */
export async function insertReminders(
  tx: Db,
  rows: readonly { documentId: number; threshold: number }[],
): Promise<Set<string>> {
  const inserted = await sql<{ document_id: number; threshold: number }>`
    insert into compliance_reminders (document_id, threshold)
    select * from unnest(${rows.map((r) => r.documentId)}::int[], ${rows.map((r) => r.threshold)}::int[])
    on conflict do nothing
    returning document_id, threshold`.execute(tx);
  return new Set(inserted.rows.map((r) => `${r.document_id}:${r.threshold}`));
}

/** Each vendor's company name and the e-mails of its active users whose roles give 'company:edit'. */
export async function reminderRecipients(
  tx: Db,
  vendorIds: readonly number[],
): Promise<Map<number, { company: string; emails: string[] }>> {
  const [vendors, users] = await Promise.all([
    tx.selectFrom('vendors').select(['id', 'company']).where('id', 'in', vendorIds).execute(),
    tx
      .selectFrom('users as u')
      .select(['u.vendor_id', 'u.email'])
      .where('u.vendor_id', 'in', vendorIds)
      .where('u.status', '=', 'active')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('user_roles as ur')
            .innerJoin('roles as r', 'r.id', 'ur.role_id')
            .select('ur.user_id')
            .whereRef('ur.user_id', '=', 'u.id')
            .where(sql<boolean>`'company:edit' = any(r.permissions)`),
        ),
      )
      .orderBy('u.email')
      .execute(),
  ]);
  const out = new Map(vendors.map((v) => [v.id, { company: v.company, emails: [] as string[] }]));
  for (const u of users) out.get(u.vendor_id)?.emails.push(u.email);
  return out;
}

// The daily compliance run (decision 112), a periodic job of the main runner: every vendor's states
// recomputed as the day changes (certificates start and end by the calendar) and, in each batch's
// transaction, the reminders they call for. It runs at 13:00 UTC (8 am in New York, 5 am in Los
// Angeles): mail arrives before the working day in the United States, never at night.
import type { Db } from '../../platform/db/database.ts';
import { complianceToday, refreshCompliance } from '../../domain/compliance/refresh-compliance.ts';
import { sendDueReminders } from './compliance-reminders.ts';

export const COMPLIANCE_DAILY_JOB = 'compliance-daily';
export const COMPLIANCE_DAILY_CRON = '0 13 * * *';

export async function runComplianceDaily(db: Db, publicUrl: string, today = complianceToday()) {
  let reminders = 0;
  const states = await refreshCompliance(db, 'all', today, async (tx, batch) => {
    reminders += await sendDueReminders(tx, publicUrl, batch.rows, batch.requirements, today);
  });
  return { ...states, reminders };
}

// The dashboard's documents tile (issue 40 point 6, decision 111): the vendor's order documents the
// company rejected, on the crew lines the tile's list shows (attention 'rejected-documents': any status,
// onsite inside the list's window, tileSearch). A user who reaches only their assigned crew lines (a
// Technician) counts only those.
import {
  DEFAULT_WO_HISTORY_MONTH_LIMIT,
  calendarDateIn,
  isTimeZone,
  tileSearch,
  timeZoneUnknown,
  type DocumentsSummaryResponse,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import { assignedOnly } from '../../domain/order-reach.ts';
import { countRejectedDocuments } from './documents-summary.repository.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import { readPortalSetting } from '../../domain/portal-setting.repository.ts';

export async function documentsSummary(
  db: Db,
  session: VendorSession,
  timezone: string | undefined,
  now = new Date(),
): Promise<DocumentsSummaryResponse> {
  const timeZone = timezone?.trim() || 'UTC';
  if (!isTimeZone(timeZone)) throw badRequest(timeZoneUnknown(timeZone));
  const limit = await readPortalSetting(db, 'woHistoryMonthLimit');
  const search = tileSearch(
    'rejected-documents',
    calendarDateIn(now, timeZone),
    limit ?? String(DEFAULT_WO_HISTORY_MONTH_LIMIT),
  )!;
  return countRejectedDocuments(db, session.vendorId, assignedOnly(session), {
    firstDay: search.onsiteStartDate,
    lastDay: search.onsiteEndDate,
    timeZone,
  });
}

// The filters' time zone and dates (SPEC sections 5 and 7), shared by the invoice and QuickPay lists.
import { checkFilterDates, isTimeZone, timeZoneUnknown } from '@vp/contracts';
import { badRequest } from '../../platform/http/app-error.ts';

const DEFAULT_TIME_ZONE = 'UTC';

/** The request's dates as calendar days (either may be null: no bound), else 400 with the spec's text. */
export function filterDates(request: {
  startDate?: string | null;
  endDate?: string | null;
  timezone?: string;
}): { from: string | null; to: string | null } {
  const timeZone = request.timezone?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw badRequest(timeZoneUnknown(timeZone));
  const check = checkFilterDates({ startDate: request.startDate, endDate: request.endDate, timeZone });
  if (!check.ok) throw badRequest(check.message);
  return { from: check.start, to: check.end };
}

export const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** A path id: a positive 32-bit integer, else null (answered as 404, like an unknown id). */
export function pathId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

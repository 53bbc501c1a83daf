// What the work-order calls share: their dependencies, the request's time zone and the one
// 'not found' answer (another vendor's order answers exactly like a missing one).
import { WORK_ORDER_NOT_FOUND, isTimeZone, timeZoneUnknown } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { BlobStore } from '../../platform/blobs/blob-store.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { Admission } from '../../platform/http/admission.ts';
import type { SearchAnswers } from './search-answers.ts';

export type WorkOrdersDeps = {
  db: Db;
  mailer: Mailer;
  blobs: BlobStore;
  /** the searches' turns at the pool (search-admission.ts) */
  searches: Admission;
  /** the search answers kept per vendor and filter (search-answers.ts, decision 071) */
  searchAnswers: SearchAnswers;
};

const DEFAULT_TIME_ZONE = 'UTC';

export const notFound = () => new AppError('not_found', WORK_ORDER_NOT_FOUND);

/** The request's IANA time zone (UTC when none is given); an unknown one is a 400 with its text. */
export function timeZoneOf(value: string | undefined): string {
  const timeZone = value?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw badRequest(timeZoneUnknown(timeZone));
  return timeZone;
}

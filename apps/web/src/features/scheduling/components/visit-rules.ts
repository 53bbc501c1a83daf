// The Add Visit Date form's rules (SPEC section 5) for the browser: the datetime-local value is the
// user's local time; it is compared with the order's service range as an instant and sent with its
// UTC offset, so the server reads the same instant (the contracts' isVisitInRange on both sides).
import { isVisitInRange, type SchedulingOrder } from '@vp/contracts';
import { isRichTextEmpty } from '../../../components/rich-text/sanitize-html.ts';

export type VisitFormValues = {
  /** the datetime-local value, 'YYYY-MM-DDTHH:mm' ('' when empty) */
  visitDate: string;
  /** HTML of the rich-text editor ('' when empty) */
  comment: string;
};

export const EMPTY_VISIT_FORM: VisitFormValues = { visitDate: '', comment: '' };

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant a datetime-local value means in the browser's time zone; null when blank or malformed. */
export function parseLocalDateTime(value: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute, second);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm' of an instant in the browser's time zone (a datetime-local value, min and max). */
export function toLocalDateTimeValue(instant: Date | string): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant as local wall-clock time with its UTC offset, e.g. 2026-01-31T09:00:00-05:00. */
export function withLocalOffset(instant: Date): string {
  const offset = -instant.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return `${toLocalDateTimeValue(instant)}:${pad(instant.getSeconds())}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

type Range = Pick<SchedulingOrder, 'beginService' | 'serviceEnd'>;

/** A filled date outside beginService..serviceEnd: the Warning modal shows when the field is left. */
export function isVisitOutOfRange(visitDate: string, order: Range): boolean {
  const visit = parseLocalDateTime(visitDate);
  return visit !== null && !isVisitInRange(visit, order.beginService, order.serviceEnd);
}

/** Save is enabled once both fields are filled and the date is within the range. */
export function canSaveVisit(values: VisitFormValues, order: Range): boolean {
  const visit = parseLocalDateTime(values.visitDate);
  return (
    visit !== null &&
    isVisitInRange(visit, order.beginService, order.serviceEnd) &&
    !isRichTextEmpty(values.comment)
  );
}

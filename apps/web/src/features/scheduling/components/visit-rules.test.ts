// The Add Visit Date rules in the browser: Save waits for both fields and a date inside the service
// range (both ends included); the Warning shows for a filled date outside it; the date goes to the
// server as the same instant with its offset.
import { describe, expect, it } from 'vitest';
import { parseVisitInstant } from '@vp/contracts';
import {
  canSaveVisit,
  isVisitOutOfRange,
  parseLocalDateTime,
  toLocalDateTimeValue,
  withLocalOffset,
} from './visit-rules.ts';

// 09:00 to 17:00 local time on one day, as the API sends them (UTC ISO)
const begin = new Date(2030, 5, 12, 9, 0);
const end = new Date(2030, 5, 12, 17, 0);
const order = { beginService: begin.toISOString(), serviceEnd: end.toISOString() };
const COMMENT = '<p>Arriving with two technicians.</p>';

describe('canSaveVisit', () => {
  it('needs a date in range and a comment with words', () => {
    expect(canSaveVisit({ visitDate: '2030-06-12T10:30', comment: COMMENT }, order)).toBe(true);
    expect(canSaveVisit({ visitDate: '', comment: COMMENT }, order)).toBe(false);
    expect(canSaveVisit({ visitDate: '2030-06-12T10:30', comment: '' }, order)).toBe(false);
    // TipTap's empty document and blank paragraphs are no comment
    expect(canSaveVisit({ visitDate: '2030-06-12T10:30', comment: '<p></p>' }, order)).toBe(false);
    expect(canSaveVisit({ visitDate: '2030-06-12T10:30', comment: '<p>&nbsp; </p>' }, order)).toBe(false);
  });

  it('includes both ends of the range and refuses a minute outside', () => {
    expect(canSaveVisit({ visitDate: '2030-06-12T09:00', comment: COMMENT }, order)).toBe(true);
    expect(canSaveVisit({ visitDate: '2030-06-12T17:00', comment: COMMENT }, order)).toBe(true);
    expect(canSaveVisit({ visitDate: '2030-06-12T08:59', comment: COMMENT }, order)).toBe(false);
    expect(canSaveVisit({ visitDate: '2030-06-12T17:01', comment: COMMENT }, order)).toBe(false);
    expect(canSaveVisit({ visitDate: '2030-06-13T10:00', comment: COMMENT }, order)).toBe(false);
  });

  it('refuses a malformed or impossible date', () => {
    expect(canSaveVisit({ visitDate: '2030-06-12', comment: COMMENT }, order)).toBe(false);
    expect(canSaveVisit({ visitDate: '2030-02-30T10:00', comment: COMMENT }, order)).toBe(false);
  });
});

describe('isVisitOutOfRange', () => {
  it('warns for a filled date outside the range only', () => {
    expect(isVisitOutOfRange('', order)).toBe(false);
    expect(isVisitOutOfRange('2030-06-12T12:00', order)).toBe(false);
    expect(isVisitOutOfRange('2030-06-11T12:00', order)).toBe(true);
    expect(isVisitOutOfRange('2030-06-12T17:01', order)).toBe(true);
  });
});

describe('the visit date on the wire', () => {
  it('is the local wall-clock time with the UTC offset, read by the server as the same instant', () => {
    const local = parseLocalDateTime('2030-06-12T10:30');
    expect(local).toEqual(new Date(2030, 5, 12, 10, 30));
    const wire = withLocalOffset(local!);
    expect(wire).toMatch(/^2030-06-12T10:30:00[+-]\d\d:\d\d$/);
    expect(parseVisitInstant(wire)?.getTime()).toBe(local!.getTime());
  });

  it('bounds the field with the range in local time', () => {
    expect(toLocalDateTimeValue(order.beginService)).toBe('2030-06-12T09:00');
    expect(toLocalDateTimeValue(order.serviceEnd)).toBe('2030-06-12T17:00');
  });
});

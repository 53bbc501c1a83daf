import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, moneyAmount, timestampOf } from './format.ts';

describe('formatMoney', () => {
  it('writes US dollars with two decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('99.999')).toBe('$100.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(moneyAmount('12.30')).toBe(12.3);
  });
});

describe('dates', () => {
  it('writes MM/DD/YYYY and MM/DD/YYYY hh:mm A in local time', () => {
    const afternoon = new Date(2026, 0, 5, 14, 7);
    expect(formatDate(afternoon)).toBe('01/05/2026');
    expect(formatDateTime(afternoon)).toBe('01/05/2026 02:07 PM');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 30))).toBe('12/31/2026 12:30 AM');
    expect(formatDateTime(new Date(2026, 11, 31, 12, 0))).toBe('12/31/2026 12:00 PM');
    expect(formatDateTime('not a date')).toBe('');
    // a calendar day stays that day in every time zone
    expect(formatDate('2026-03-01')).toBe('03/01/2026');
  });

  it('turns ISO date-times into numbers that sort by time, blanks first', () => {
    expect(timestampOf('2026-01-31T14:05:09.120Z')).toBe(Date.parse('2026-01-31T14:05:09.120Z'));
    expect(timestampOf('2026-01-31T14:00:00Z')).toBe(Date.UTC(2026, 0, 31, 14));
    expect(timestampOf('2026-01-3xT14:05:09.120Z')).toBe(Number.NEGATIVE_INFINITY);
    expect(timestampOf('')).toBe(Number.NEGATIVE_INFINITY);
  });
});

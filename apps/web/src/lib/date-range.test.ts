import { describe, expect, it } from 'vitest';
import { END_BEFORE_BEGIN } from '@vp/contracts';
import { dateRangeBounds, dateRangeRequest, hasDateRangeErrors, validateDateRange } from './date-range.ts';

describe('validateDateRange', () => {
  it('accepts a start on or before the end, and blank dates', () => {
    expect(validateDateRange({ startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({});
    expect(validateDateRange({ startDate: '2026-01-31', endDate: '2026-01-31' })).toEqual({});
    expect(validateDateRange({ startDate: '', endDate: '2026-01-31' })).toEqual({});
    expect(validateDateRange({ startDate: '2026-01-31', endDate: '' })).toEqual({});
  });

  it("says 'End Date must be greater than Start Date' when the end comes first", () => {
    const errors = validateDateRange({ startDate: '2026-02-01', endDate: '2026-01-31' });
    expect(errors).toEqual({ endDate: END_BEFORE_BEGIN });
    expect(END_BEFORE_BEGIN).toBe('End Date must be greater than Start Date');
    expect(hasDateRangeErrors(errors)).toBe(true);
  });
});

describe('dateRangeBounds', () => {
  it('bounds each picker by the other date', () => {
    expect(dateRangeBounds({ startDate: '2026-01-01', endDate: '2026-01-31' })).toEqual({
      start: { max: '2026-01-31' },
      end: { min: '2026-01-01' },
    });
    expect(dateRangeBounds({ startDate: '', endDate: '' })).toEqual({ start: {}, end: {} });
  });
});

describe('dateRangeRequest', () => {
  it('sends each date as the start of its day to the minute, blank as null', () => {
    expect(dateRangeRequest({ startDate: '2026-03-08', endDate: '' })).toEqual({
      startDate: '2026-03-08T00:00',
      endDate: null,
    });
  });
});

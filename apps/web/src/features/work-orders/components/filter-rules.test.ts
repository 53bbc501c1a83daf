import { describe, expect, it } from 'vitest';
import { END_BEFORE_BEGIN, ONSITE_BEGIN_REQUIRED, ONSITE_END_REQUIRED } from '@vp/contracts';
import { dateBounds, defaultFilters, validateFilters } from './filter-rules.ts';

const TODAY = '2026-03-31';

describe('work-order filter rules', () => {
  it('defaults the begin date to one month ago, or today when the limit is 0', () => {
    expect(defaultFilters(TODAY, '6')).toMatchObject({ onsiteStartDate: '2026-02-28', onsiteEndDate: TODAY });
    expect(defaultFilters(TODAY, '0')).toMatchObject({ onsiteStartDate: TODAY, onsiteEndDate: TODAY });
  });

  it('bounds the begin date by today minus the limit and by the end date', () => {
    const values = defaultFilters(TODAY, '6');
    expect(dateBounds(values, TODAY, '6')).toEqual({
      begin: { min: '2025-09-30', max: TODAY },
      end: { min: '2026-02-28' },
    });
    expect(dateBounds(values, TODAY, '0').begin).toEqual({ min: TODAY, max: TODAY });
  });

  it('requires both dates, begin on or before end, and begin within the limit', () => {
    const ok = defaultFilters(TODAY, '6');
    expect(validateFilters(ok, TODAY, '6')).toEqual({});
    expect(validateFilters({ ...ok, onsiteStartDate: '', onsiteEndDate: '' }, TODAY, '6')).toEqual({
      onsiteStartDate: ONSITE_BEGIN_REQUIRED,
      onsiteEndDate: ONSITE_END_REQUIRED,
    });
    expect(
      validateFilters({ ...ok, onsiteStartDate: '2026-03-10', onsiteEndDate: '2026-03-01' }, TODAY, '6'),
    ).toEqual({ onsiteEndDate: END_BEFORE_BEGIN });
    expect(validateFilters({ ...ok, onsiteStartDate: '2025-01-01' }, TODAY, '6').onsiteStartDate).toBe(
      'Onsite Begin Date must be on or after 09/30/2025',
    );
    expect(validateFilters({ ...ok, onsiteStartDate: '2026-03-30' }, TODAY, '0').onsiteStartDate).toBe(
      'Onsite Begin Date must be today (03/31/2026)',
    );
  });
});

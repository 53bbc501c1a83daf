import { describe, expect, it } from 'vitest';
import { CITY_FILTER_CAP, CITY_OPTIONS_PAGE_SIZE } from '@vp/contracts';
import { filterCityOptions, isScrolledToEnd, nextShownCount } from './city-options.ts';

const cities = Array.from({ length: 5000 }, (_, i) => `City ${i}`);
const label = (city: string) => city;

describe('city dropdown paging (SPEC section 9)', () => {
  it('shows 100 options first and 100 more per page, never past what there is', () => {
    expect(CITY_OPTIONS_PAGE_SIZE).toBe(100);
    expect(nextShownCount(100, 5000)).toBe(200);
    expect(nextShownCount(200, 250)).toBe(250);
    expect(nextShownCount(100, 40)).toBe(100);
  });

  it('stops filtering at 1000 matches', () => {
    expect(CITY_FILTER_CAP).toBe(1000);
    expect(filterCityOptions(cities, '', label)).toHaveLength(1000);
    expect(filterCityOptions(cities, 'city', label)).toHaveLength(1000);
    expect(filterCityOptions(cities, 'City 4999', label)).toEqual(['City 4999']);
    // case-insensitive, anywhere in the name
    expect(filterCityOptions(['Albany', 'New Albany', 'Troy'], 'ALBA', label)).toEqual([
      'Albany',
      'New Albany',
    ]);
    expect(filterCityOptions(cities, '12', label, 3)).toEqual(['City 12', 'City 112', 'City 120']);
  });

  it('asks for the next page only near the end of the list', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 300, scrollHeight: 3500 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 3180, clientHeight: 300, scrollHeight: 3500 })).toBe(true);
  });
});

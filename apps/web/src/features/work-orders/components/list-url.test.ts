import { describe, expect, it } from 'vitest';
import { tileSearch } from '@vp/contracts';
import { listFromUrl } from './list-url.ts';
import { defaultFilters } from './filter-rules.ts';

const TODAY = '2026-11-29';

describe('the list of work orders from its address', () => {
  it("opens a dashboard tile's link with the tile's days and attention filter", () => {
    // as the dashboard's tile writes it (features/dashboard/components/tile-links.ts)
    const search = tileSearch('overdue', TODAY, '12')!;
    const params = new URLSearchParams({
      from: search.onsiteStartDate,
      to: search.onsiteEndDate,
      attention: search.attention,
    });
    const list = listFromUrl(params, TODAY, '12');
    expect(list.attention).toBe('open');
    expect(list.filters).toMatchObject({
      onsiteStartDate: search.onsiteStartDate,
      onsiteEndDate: '2026-11-28',
      wOStatus: '',
    });
  });

  it('keeps the default filters for an address without them, or with values it does not know', () => {
    const none = listFromUrl(new URLSearchParams(), TODAY, '12');
    expect(none).toEqual({ filters: defaultFilters(TODAY, '12'), attention: undefined });
    const odd = listFromUrl(new URLSearchParams('from=yesterday&to=2026-11-29&attention=all'), TODAY, '12');
    expect(odd).toEqual({ filters: defaultFilters(TODAY, '12'), attention: undefined });
  });
});

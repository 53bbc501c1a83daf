import { calendarDateIn } from '@vp/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiBaseUrl } from '../../../lib/api-client.ts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { defaultFilters } from '../components/filter-rules.ts';
import { startDefaultSearch, takeEarlySearch } from './early-search.ts';

// nothing listens there: the answers fail, which is the list's to show once it takes them
setApiBaseUrl('http://127.0.0.1:9');
afterEach(() => {
  // what a test left: taken, so that the next starts empty (its failure is handled in early-search.ts)
  void takeEarlySearch(defaultFilters(today(), '1'))?.catch(() => undefined);
});

const today = () => calendarDateIn(new Date(), browserTimeZone());

describe('the early default search', () => {
  it('is taken once, by a search with the same filters', () => {
    startDefaultSearch('1');
    const filters = defaultFilters(today(), '1');
    expect(takeEarlySearch({ ...filters, pONum: '123' })).toBeUndefined();
    const answer = takeEarlySearch({ ...filters });
    expect(answer).toBeInstanceOf(Promise);
    expect(takeEarlySearch(filters)).toBeUndefined();
  });

  it('is not taken for another month limit', () => {
    startDefaultSearch('1');
    expect(takeEarlySearch(defaultFilters(today(), '0'))).toBeUndefined();
  });
});

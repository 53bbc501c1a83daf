import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDateIn } from '@vp/contracts';
import { browserTimeZone, browserToday } from './browser-time-zone.ts';

// the browser's zone is the process's TZ (Node reads it again when it changes); both come back after
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('browserTimeZone', () => {
  it("names Temporal's zone where the browser has Temporal", () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Chicago' } });
    expect(browserTimeZone()).toBe('America/Chicago');
  });

  it("names Intl's zone where it has not", () => {
    // Node has Temporal too now or later: this is a browser without it
    vi.stubGlobal('Temporal', undefined);
    vi.stubEnv('TZ', 'Europe/Berlin');
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(browserTimeZone()).toBe('Europe/Berlin');
  });
});

describe('browserToday', () => {
  it("is the calendar day in the browser's zone, as a date format for that zone gives it", () => {
    const instants = [
      '2026-11-27T04:59:59Z',
      '2026-11-27T05:00:00Z',
      '2026-12-31T23:30:00Z',
      '2027-01-01T00:30:00Z',
      '2026-03-08T07:30:00Z',
      '2026-02-28T23:59:59Z',
    ].map((iso) => new Date(iso));
    for (const zone of [
      'America/New_York',
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'Asia/Kolkata',
      'UTC',
    ]) {
      vi.stubEnv('TZ', zone);
      for (const now of instants)
        expect(browserToday(now), `${zone} ${now.toISOString()}`).toBe(calendarDateIn(now, zone));
    }
  });
});

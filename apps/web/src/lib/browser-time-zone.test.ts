import { afterEach, describe, expect, it } from 'vitest';
import { calendarDateIn } from '@vp/contracts';
import { browserTimeZone, browserToday } from './browser-time-zone.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
  delete (globalThis as { Temporal?: unknown }).Temporal;
});

describe('browserTimeZone', () => {
  it("names Temporal's zone where the browser has Temporal", () => {
    (globalThis as { Temporal?: unknown }).Temporal = { Now: { timeZoneId: () => 'America/Chicago' } };
    expect(browserTimeZone()).toBe('America/Chicago');
  });

  it("names Intl's zone where it has not", () => {
    process.env.TZ = 'Europe/Berlin';
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
      process.env.TZ = zone;
      for (const now of instants)
        expect(browserToday(now), `${zone} ${now.toISOString()}`).toBe(calendarDateIn(now, zone));
    }
  });
});

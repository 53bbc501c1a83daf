// Property-based tests (fast-check) of the QuickPay rules that the server enforces and the web app
// shows: amounts and fees in exact cents, pay dates on the provider's (Eastern) clock whatever the
// process's or the user's time zone, the 2:00 pm cut-off, weekends and US federal holidays.
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NEXT_DAY_FEDEX_FEE_CENTS,
  fedexFeeCents,
  fromCents,
  quickPayAmountCents,
  quickPayDiscountCents,
  toCents,
} from './quick-pay-money.ts';
import {
  addDays,
  federalHolidays,
  isBusinessDay,
  isFederalHoliday,
  nextBusinessDay,
  weekdayOf,
} from './business-days.ts';
import { nextDayShipDate, quickPayPayDate, quickPayToday } from './pay-date.ts';
import { quickPayOffers } from './quick-pay-options.ts';
import { quickPayOptionLabel } from './option-label.ts';
import { billingAddressOf, isPoBoxAddress } from './po-box.ts';
import { checkFilterDates } from '../invoices/invoice-dates.ts';
import { END_BEFORE_BEGIN } from '../invoices/messages.ts';

const ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

// the process's time zone (Node reads TZ again when it changes); contracts are typed without Node's types
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process.env;
const ORIGINAL_TZ = env.TZ;
afterEach(() => {
  if (ORIGINAL_TZ === undefined) delete env.TZ;
  else env.TZ = ORIGINAL_TZ;
});

/** instants from 2000 to 2099, to the millisecond */
const instant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) })
  .map((ms) => new Date(ms));
/** calendar days from 2000 to 2099 */
const calendarDay = fc.integer({ min: 0, max: 36_500 }).map((n) => addDays('2000-01-01', n));

/**
 * The instant at which the Eastern clock shows `date` `hh:mm` (EST is -5, EDT -4); null for the hour
 * that does not exist when clocks spring forward (2:00 to 2:59 am on a Sunday in March).
 */
function easternInstant(date: string, hour: number, minute = 0, second = 0, ms = 0): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  for (const offsetHours of [4, 5]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, hour + offsetHours, minute, second, ms));
    const shown = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(candidate);
    if (shown === `${date}, ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`)
      return candidate;
  }
  return null;
}
/** easternInstant of a time that exists */
const eastern = (date: string, hour: number, minute = 0) => easternInstant(date, hour, minute)!;

describe('QuickPay amounts', () => {
  const cents = fc.integer({ min: 0, max: 100_000_000_000 }); // up to $1 billion
  const hundredths = fc.integer({ min: 1, max: 9_999 }); // 0.01% to 99.99%

  it('takes exactly the percentage off, rounded half up to the cent', () => {
    fc.assert(
      fc.property(cents, hundredths, (pay, h) => {
        const percentage = h / 100;
        const discount = quickPayDiscountCents(pay, percentage);
        // reference in BigInt: discount = round-half-up(pay * h / 10000)
        const exact = BigInt(pay) * BigInt(h);
        expect(BigInt(discount) * 10_000n <= exact + 5_000n).toBe(true);
        expect(exact + 5_000n < BigInt(discount + 1) * 10_000n).toBe(true);
        const amount = quickPayAmountCents(pay, percentage);
        expect(amount + discount).toBe(pay);
        expect(Number.isInteger(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(pay);
      }),
    );
  });

  it('never pays more for a larger percentage', () => {
    fc.assert(
      fc.property(cents, hundredths, hundredths, (pay, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(quickPayAmountCents(pay, high / 100)).toBeLessThanOrEqual(quickPayAmountCents(pay, low / 100));
      }),
    );
  });

  it('carries dollars on the wire without losing a cent', () => {
    fc.assert(
      fc.property(cents, (c) => {
        expect(toCents(fromCents(c))).toBe(c);
        expect(fromCents(c).toFixed(2)).toBe(`${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
      }),
    );
  });

  it('charges $35.00 overnight shipping for next day and nothing for other options', () => {
    expect(fedexFeeCents(1)).toBe(3500);
    expect(NEXT_DAY_FEDEX_FEE_CENTS).toBe(3500);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 365 }), (days) => {
        expect(fedexFeeCents(days)).toBe(0);
      }),
    );
  });

  it('works a known example', () => {
    // $1,234.56 at 2.5%: 30.864 -> 30.86 off
    expect(quickPayAmountCents(123_456, 2.5)).toBe(120_370);
    // half a cent rounds up: $12.30 at 2.5% = 0.3075 -> 0.31
    expect(quickPayDiscountCents(1_230, 2.5)).toBe(31);
  });
});

describe('US federal holidays and business days', () => {
  it('knows the observed holidays of 2026 and 2027 (OPM calendar)', () => {
    expect(federalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(federalHolidays(2027)).toContain('2027-12-24'); // Christmas on a Saturday
    expect(federalHolidays(2027)).toContain('2027-06-18'); // Juneteenth on a Saturday
    expect(federalHolidays(2027)).toContain('2027-07-05'); // July 4 on a Sunday
    // New Year's Day 2022 (a Saturday) was observed on Friday, December 31, 2021
    expect(isFederalHoliday('2021-12-31')).toBe(true);
    expect(federalHolidays(2020)).not.toContain('2020-06-19'); // before Juneteenth became one
  });

  it('observes every holiday on a weekday, ten or eleven a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), (year) => {
        const days = federalHolidays(year);
        expect(days).toHaveLength(year >= 2021 ? 11 : 10);
        for (const d of days) {
          expect([1, 2, 3, 4, 5]).toContain(weekdayOf(d));
          expect(isFederalHoliday(d)).toBe(true);
          expect(isBusinessDay(d)).toBe(false);
        }
      }),
    );
  });

  it('finds the next business day: after the date, a business day, none skipped', () => {
    fc.assert(
      fc.property(calendarDay, (date) => {
        const next = nextBusinessDay(date);
        expect(next > date).toBe(true);
        expect(isBusinessDay(next)).toBe(true);
        for (let d = addDays(date, 1); d < next; d = addDays(d, 1)) expect(isBusinessDay(d)).toBe(false);
        // a long weekend is at most four days
        expect(Date.parse(next) - Date.parse(date)).toBeLessThanOrEqual(4 * 86_400_000);
      }),
    );
  });
});

describe('QuickPay pay dates', () => {
  it('pays today (Eastern) plus the days for options longer than next day', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 2, max: 365 }), (now, days) => {
        expect(quickPayPayDate(now, days)).toBe(addDays(quickPayToday(now), days));
      }),
    );
  });

  it('gives the same pay date whatever the process or user time zone', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 365 }), fc.constantFrom(...ZONES), (now, days, zone) => {
        env.TZ = 'UTC';
        const inUtc = quickPayPayDate(now, days);
        const shipInUtc = nextDayShipDate(now);
        env.TZ = zone;
        expect(quickPayPayDate(now, days)).toBe(inUtc);
        expect(nextDayShipDate(now)).toBe(shipInUtc);
      }),
      { numRuns: 300 },
    );
  });

  it('ships next day the same business day before 2:00 pm Eastern, else the next business day', () => {
    fc.assert(
      fc.property(
        calendarDay,
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (date, hour, minute) => {
          const now = easternInstant(date, hour, minute);
          fc.pre(now !== null);
          const ship = nextDayShipDate(now);
          const sameDay = isBusinessDay(date) && hour < 14;
          expect(ship).toBe(sameDay ? date : nextBusinessDay(date));
          expect(isBusinessDay(ship)).toBe(true);
          // delivered overnight on the business day after shipping
          expect(quickPayPayDate(now, 1)).toBe(nextBusinessDay(ship));
        },
      ),
    );
  });

  it('turns at 2:00 pm Eastern exactly, in winter (EST) and summer (EDT)', () => {
    const businessDay = calendarDay.filter(isBusinessDay);
    fc.assert(
      fc.property(businessDay, (date) => {
        const before = new Date(eastern(date, 14).getTime() - 1);
        expect(nextDayShipDate(before)).toBe(date);
        expect(nextDayShipDate(eastern(date, 14))).toBe(nextBusinessDay(date));
      }),
    );
    // a Monday in January (EST, 19:00 UTC) and in July (EDT, 18:00 UTC)
    expect(nextDayShipDate(new Date('2026-01-12T18:59:59Z'))).toBe('2026-01-12');
    expect(nextDayShipDate(new Date('2026-01-12T19:00:00Z'))).toBe('2026-01-13');
    expect(nextDayShipDate(new Date('2026-07-13T17:59:59Z'))).toBe('2026-07-13');
    expect(nextDayShipDate(new Date('2026-07-13T18:00:00Z'))).toBe('2026-07-14');
  });

  it('ships on the next business day when chosen on a Saturday, Sunday or holiday, at any hour', () => {
    const dayOff = calendarDay.filter((d) => !isBusinessDay(d));
    fc.assert(
      fc.property(dayOff, fc.integer({ min: 0, max: 23 }), (date, hour) => {
        const now = easternInstant(date, hour);
        fc.pre(now !== null);
        expect(nextDayShipDate(now)).toBe(nextBusinessDay(date));
      }),
    );
    // Friday after 2 pm -> Monday; Thanksgiving morning -> Friday; July 3, 2026 (observed) -> July 6
    expect(nextDayShipDate(new Date('2026-11-20T20:00:00Z'))).toBe('2026-11-23');
    expect(nextDayShipDate(new Date('2026-11-26T14:00:00Z'))).toBe('2026-11-27');
    expect(nextDayShipDate(new Date('2026-07-03T13:00:00Z'))).toBe('2026-07-06');
    // the Sunday clocks spring forward, 3:30 am EDT -> Monday
    expect(nextDayShipDate(new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-09');
    // 11:30 pm Sunday in Los Angeles is already Monday 2:30 am in New York: ships that Monday
    expect(nextDayShipDate(new Date('2026-11-23T07:30:00Z'))).toBe('2026-11-23');
  });
});

describe('QuickPay options an invoice may take', () => {
  const setting = fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    percentage: fc.integer({ min: 1, max: 1000 }).map((h) => h / 100),
    days: fc.integer({ min: 1, max: 90 }),
    fedexFee: fc.constant(0),
    mailingfees: fc.constant(0),
  });

  it('offers only options that pay by the due date, never next day to a P.O. box', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(setting, { selector: (s) => s.days, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -5, max: 120 }),
        instant,
        fc.boolean(),
        (settings, netCents, dueIn, now, poBoxBilling) => {
          const dueDate = addDays(quickPayToday(now), dueIn);
          const offers = quickPayOffers({ settings, netPay: netCents / 100, dueDate, now, poBoxBilling });
          for (const o of offers) {
            expect(o.payDate <= dueDate).toBe(true);
            expect(poBoxBilling && o.setting.days === 1).toBe(false);
            expect(toCents(o.qpAmount)).toBe(quickPayAmountCents(netCents, o.setting.percentage));
            expect(toCents(o.fedexFee)).toBe(fedexFeeCents(o.setting.days));
          }
          for (const s of settings) {
            const offered = offers.some((o) => o.setting.id === s.id && o.setting.days === s.days);
            const allowed = quickPayPayDate(now, s.days) <= dueDate && !(poBoxBilling && s.days === 1);
            expect(offered).toBe(allowed);
          }
        },
      ),
    );
  });
});

describe('texts and small rules', () => {
  it('labels options as the spec has it', () => {
    expect(quickPayOptionLabel({ percentage: 2, days: 15, fedexFee: 0 })).toBe('2% for 15 days');
    expect(quickPayOptionLabel({ percentage: 2.5, days: 30, fedexFee: 0 })).toBe('2.5% for 30 days');
    expect(quickPayOptionLabel({ percentage: 5, days: 1, fedexFee: 35 })).toBe(
      '5% for next day ($35.00 FedEx Fee)',
    );
  });

  it('recognises P.O. box billing addresses', () => {
    for (const a of ['PO Box 2210', 'P.O. Box 5', 'p o box 17', 'Post Office Box 9', 'POB 12', 'Box 44'])
      expect(isPoBoxAddress(a), a).toBe(true);
    for (const a of ['415 Commerce Blvd', '12 Pobst Street', '9 Boxwood Lane', 'Suite 100, 1 Post Rd'])
      expect(isPoBoxAddress(a), a).toBe(false);
    expect(billingAddressOf({ checkAddress: ' ', mailingAddress: 'PO Box 1', address: '1 Main St' })).toBe(
      'PO Box 1',
    );
  });

  it('accepts filter dates in order and refuses an end before the start', () => {
    fc.assert(
      fc.property(calendarDay, calendarDay, fc.constantFrom(...ZONES), (a, b, timeZone) => {
        const check = checkFilterDates({ startDate: `${a}T00:00`, endDate: `${b}T00:00`, timeZone });
        if (b >= a) expect(check).toEqual({ ok: true, start: a, end: b });
        else expect(check).toEqual({ ok: false, message: END_BEFORE_BEGIN });
      }),
    );
  });
});

// The demo's clock: its stores are all in the US Eastern zone, so their service windows, visits and
// check-ins are made as Eastern wall-clock times (8 AM means 8 AM at the store), not as the server's
// UTC hours, which showed as 03:00 AM in New York (issue 15).
import { nextDay, startOfDayIn, wallClock } from '../features/work-orders/zoned-time.ts';

export const DEMO_TIME_ZONE = 'America/New_York';

/** 'YYYY-MM-DD' of the day `offset` days from the store's today. */
function storeDay(offset: number, now: Date): string {
  const w = wallClock(now, DEMO_TIME_ZONE);
  return new Date(Date.UTC(w.year, w.month - 1, w.day + offset)).toISOString().slice(0, 10);
}

/**
 * A maker of instants at a store's wall-clock time, `dayOffset` days from today. The day's start is
 * worked out once per day offset (the benchmark makes 100,000 orders).
 */
export function storeClock(now = new Date()): (dayOffset: number, hour: number, minute?: number) => Date {
  const starts = new Map<number, { start: number; next: number }>();
  return (dayOffset, hour, minute = 0) => {
    let day = starts.get(dayOffset);
    if (!day) {
      const date = storeDay(dayOffset, now);
      day = {
        start: startOfDayIn(date, DEMO_TIME_ZONE).getTime(),
        next: startOfDayIn(nextDay(date), DEMO_TIME_ZONE).getTime(),
      };
      starts.set(dayOffset, day);
    }
    // hours counted on the wall clock: on a day when the clocks change, the day is 23 or 25 hours
    const dayLength = day.next - day.start;
    const shift = dayLength === 86_400_000 || hour < 3 ? 0 : dayLength - 86_400_000;
    return new Date(day.start + (hour * 60 + minute) * 60_000 + shift);
  };
}

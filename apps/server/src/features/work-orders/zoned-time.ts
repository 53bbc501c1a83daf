// Calendar days and wall-clock times in the user's time zone, with Intl only (no date library on the
// server). Formatters are costly to build, so one per zone is kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** The date and time a clock in `timeZone` shows at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const out: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type in out) out[part.type as keyof WallClock] = Number(part.value);
  }
  return out;
}

/**
 * A Date whose UTC fields are the wall-clock time in `timeZone`. Spreadsheet cells hold such
 * zone-less times: exceljs writes a Date's UTC fields.
 */
export function wallClockAsUtc(instant: Date, timeZone: string): Date {
  const w = wallClock(instant, timeZone);
  return new Date(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second));
}

// every time zone changes its offset on a quarter hour
const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * wallClockAsUtc for many instants of one zone (a spreadsheet's column): the zone's offset is worked
 * out once per quarter hour, since asking Intl for every instant costs more than the rest of a row.
 */
export function wallClockConverter(timeZone: string): (instant: Date) => Date {
  const offsets = new Map<number, number>();
  return (instant) => {
    const ms = instant.getTime();
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      offset = offsetAt(quarter * QUARTER_HOUR_MS, timeZone);
      offsets.set(quarter, offset);
    }
    return new Date(ms + offset);
  };
}

/** How far `timeZone` is ahead of UTC at `instantMs`, in ms. */
function offsetAt(instantMs: number, timeZone: string): number {
  const wholeSeconds = Math.floor(instantMs / 1000) * 1000;
  return wallClockAsUtc(new Date(wholeSeconds), timeZone).getTime() - wholeSeconds;
}

/** The instant at which calendar day `date` ('YYYY-MM-DD') begins in `timeZone`. */
export function startOfDayIn(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  const first = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  // across a DST change the offset at the answer can differ from the offset at the guess
  const second = midnightAsUtc - offsetAt(first, timeZone);
  return new Date(second);
}

/** 'YYYY-MM-DD' of the next calendar day. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'MM/DD/YYYY hh:mm AM' (SPEC section 9) in `timeZone`. */
export function usDateTime(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  const hour12 = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${pad(w.month)}/${pad(w.day)}/${w.year} ${pad(hour12)}:${pad(w.minute)} ${w.hour < 12 ? 'AM' : 'PM'}`;
}

// Check-in and check-out on the phone (issue 41 point 4, decision 117): where the technician was against
// the store, decided the same way by the server (which stores it) and the page (which tells it at once).
// A check-in is never refused for where it was made: one that cannot be shown on site is recorded and
// flagged for the company to review (big sites and malls put a good phone far from the store's pin).

/** What a check-in's position makes it. Every state but 'on-site' is flagged for review. */
export const SITE_STATES = ['on-site', 'off-site', 'no-position', 'store-unknown'] as const;
export type SiteState = (typeof SITE_STATES)[number];

/**
 * Where a check-in came from: the company's IVR (through the provider API, or an older row without a
 * user), the phone of a signed-in user, or a guest on the public page (decision 123).
 */
export const CHECK_IN_SOURCES = ['ivr', 'phone', 'guest'] as const;
export type CheckInSource = (typeof CHECK_IN_SOURCES)[number];

/** Why the page sent no position (the browser's Geolocation errors), or 'stale': a fix older than allowed. */
export const POSITION_PROBLEMS = ['denied', 'unavailable', 'timeout', 'stale'] as const;
export type PositionProblem = (typeof POSITION_PROBLEMS)[number];

/** The store's radius when the company has set none (a company setting, checkInRadiusMeters). */
export const DEFAULT_CHECK_IN_RADIUS_METERS = 250;
export const CHECK_IN_RADIUS_MIN_METERS = 25;
export const CHECK_IN_RADIUS_MAX_METERS = 5000;
/** A fix older than this when it reaches the server is not fresh: recorded as 'stale', no position. */
export const MAX_FIX_AGE_SECONDS = 120;
/** The most hours one check-out may report. */
export const MAX_CHECK_OUT_HOURS = 24;
export const WORK_DONE_MAX_LENGTH = 2000;
export const GUEST_NAME_MAX_LENGTH = 100;
/** Guest check-in tries one address may make in GUEST_CHECK_IN_WINDOW_MINUTES (right or wrong). */
export const GUEST_CHECK_IN_MAX_TRIES = 10;
export const GUEST_CHECK_IN_WINDOW_MINUTES = 15;

export type Position = { latitude: number; longitude: number };

const EARTH_RADIUS_METERS = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions in metres (haversine; ample for a few km). */
export function distanceMeters(a: Position, b: Position): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * On site when the fix's accuracy circle reaches the store's circle (distance <= radius + accuracy): a
 * phone that cannot say exactly where it is, but may be at the store, is on site. No position, or a
 * store without one, cannot be shown either way.
 */
export function siteStateOf(input: {
  fix: (Position & { accuracy: number }) | null;
  store: Position | null;
  radiusMeters: number;
}): { state: SiteState; distanceMeters: number | null } {
  if (input.fix === null) return { state: 'no-position', distanceMeters: null };
  if (input.store === null) return { state: 'store-unknown', distanceMeters: null };
  const distance = distanceMeters(input.fix, input.store);
  return {
    state: distance <= input.radiusMeters + input.fix.accuracy ? 'on-site' : 'off-site',
    distanceMeters: distance,
  };
}

/** A distance as a person reads it: "80 m", "1.2 km". */
export function distanceText(meters: number): string {
  return meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
}

/** What a check-in's state says, on the page and in the console. */
export function siteStateText(state: SiteState, distance: number | null): string {
  switch (state) {
    case 'on-site':
      return 'On site';
    case 'off-site':
      return `Off site: ${distanceText(distance ?? 0)} from the store (to be reviewed)`;
    case 'no-position':
      return 'No position (to be reviewed)';
    case 'store-unknown':
      return 'Store position unknown (to be reviewed)';
  }
}

export const CHECKED_IN = 'Checked in';
export const CHECKED_OUT = 'Checked out';
export const ALREADY_CHECKED_IN = 'You are already checked in on this work order.';
export const NOT_CHECKED_IN = 'You are not checked in on this work order.';
export const WORK_DONE_REQUIRED = 'Please describe the work done.';
export const HOURS_INVALID = `Enter the hours worked, from 0 to ${MAX_CHECK_OUT_HOURS}, such as 1.5.`;
export const GUEST_CHECK_IN_NOT_ALLOWED =
  'This vendor does not allow guest check-ins. Please sign in to the portal to check in.';
export const GUEST_ORDER_NOT_FOUND = 'No open work order has this PO # for this vendor ID.';
export const GUEST_CHECK_IN_DISCLAIMER =
  'Checking in records your name, your device details and your location for the company.';
export const GUEST_CHECK_IN_TOO_MANY = `Too many check-in attempts from this address. Please wait ${GUEST_CHECK_IN_WINDOW_MINUTES} minutes.`;

// the "reviewed" mark of a flagged check-in (decision 123)
export const CHECK_IN_REVIEWED = 'Marked reviewed.';
export const CHECK_IN_NOT_FLAGGED =
  'This check-in is not flagged: only one made off site, without a position or at a store without a position is reviewed.';
export const CHECK_IN_NOT_FOUND = 'The check-in was not found.';
export const TO_REVIEW_LABEL = 'To review';
export const MARK_REVIEWED_LABEL = 'Mark reviewed';

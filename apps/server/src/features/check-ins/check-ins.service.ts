// Check-in and check-out on the phone (issue 41 point 4, decision 117). The server decides where a
// check-in was made against the store (siteStateOf, the page's own rule) and records it whatever it is:
// a technician is never blocked; anything but "on site" is flagged for the company. A fix older than
// MAX_FIX_AGE_SECONDS on arrival is no position ('stale'): the page asks for a fresh one (maximumAge 0),
// so an old fix means a cached or replayed one. Each check-in and check-out is an event
// (check-in.recorded / check-in.updated) in the transaction that writes it.
import { createHash, randomBytes } from 'node:crypto';
import {
  ALREADY_CHECKED_IN,
  CHECK_IN_REVIEWED,
  CHECKED_IN,
  CHECKED_OUT,
  GUEST_CHECK_IN_MAX_TRIES,
  GUEST_CHECK_IN_NOT_ALLOWED,
  GUEST_CHECK_IN_TOO_MANY,
  GUEST_CHECK_IN_WINDOW_MINUTES,
  GUEST_ORDER_NOT_FOUND,
  HOURS_INVALID,
  MAX_FIX_AGE_SECONDS,
  NOT_CHECKED_IN,
  WORK_DONE_MAX_LENGTH,
  WORK_DONE_REQUIRED,
  WORK_ORDER_NOT_FOUND,
  siteStateOf,
  type CheckIn,
  type CheckInBody,
  type CheckInResponse,
  type CheckOutBody,
  type GuestCheckInBody,
  type GuestCheckInResponse,
  type GuestCheckOutBody,
  type MyCheckInResponse,
  type PositionFix,
  type PositionProblem,
  type SiteState,
  type StaffCheckIn,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import { findUserDisplayName } from '../../platform/identity/user-display-name.repository.ts';
import { recordEvent, vendorUserActor, type EventActor } from '../../platform/events/record-event.ts';
import { assertReachesCrewLines } from '../../domain/order-reach.ts';
import { readCheckInRules } from '../../domain/check-ins/check-in-rules.repository.ts';
import { markReviewed } from '../../domain/check-ins/check-in-review.ts';
import {
  closeCheckIn,
  crewLineForCheckIn,
  crewLineForGuest,
  guestCheckInAllowed,
  insertCheckIn,
  openCheckInOf,
  orderCheckIns,
  orderExists,
  openGuestCheckInOf,
  readCheckIn,
  reserveGuestTry,
  staffCheckInById,
  type NewCheckIn,
} from './check-ins.repository.ts';

export type CheckInDeps = { db: Db; now: () => Date };
/** Who is asking, for the row: the browser's own description of itself. */
export type Client = { ip: string; userAgent: string };

const notFound = () => new AppError('not_found', WORK_ORDER_NOT_FOUND);
const DEVICE_MAX_LENGTH = 400;

/** The fix the server trusts: a fresh one, or none with the reason. */
function trustedFix(
  position: PositionFix | null,
  problem: PositionProblem | null,
  now: Date,
): { fix: PositionFix | null; problem: PositionProblem | null } {
  if (position === null) return { fix: null, problem: problem ?? 'unavailable' };
  const age = (now.getTime() - Date.parse(position.fixedAt)) / 1000;
  // a phone's clock may run a little ahead: a fix "from the future" within the same bound is fresh
  if (Math.abs(age) > MAX_FIX_AGE_SECONDS) return { fix: null, problem: 'stale' };
  return { fix: position, problem: null };
}

type Placed = {
  fix: PositionFix | null;
  problem: PositionProblem | null;
  state: SiteState;
  distance: number | null;
};

async function place(
  db: Db,
  body: { position: PositionFix | null; positionProblem?: PositionProblem | null | undefined },
  store: { latitude: number | null; longitude: number | null },
  now: Date,
): Promise<Placed> {
  const { radiusMeters } = await readCheckInRules(db);
  const { fix, problem } = trustedFix(body.position, body.positionProblem ?? null, now);
  const storePosition =
    store.latitude === null || store.longitude === null
      ? null
      : { latitude: store.latitude, longitude: store.longitude };
  const { state, distanceMeters } = siteStateOf({ fix, store: storePosition, radiusMeters });
  return { fix, problem, state, distance: distanceMeters };
}

const positionColumns = (p: Placed) => ({
  latitude: p.fix?.latitude ?? null,
  longitude: p.fix?.longitude ?? null,
  accuracy: p.fix?.accuracy ?? null,
  fixedAt: p.fix ? new Date(p.fix.fixedAt) : null,
  positionProblem: p.problem,
  distance: p.distance,
  siteState: p.state,
});

function checkInOf(row: Awaited<ReturnType<typeof readCheckIn>>): CheckIn {
  return {
    id: row.id,
    ocdId: row.ocdId!,
    startDateTime: row.startDateTime,
    endDateTime: row.endDateTime,
    hours: row.hours,
    siteState: (row.siteState ?? 'no-position') as SiteState,
    distanceMeters: row.distanceMeters === null ? null : Math.round(row.distanceMeters),
    accuracyMeters: row.accuracyMeters === null ? null : Math.round(row.accuracyMeters),
    workDone: row.workDone,
    checkedInBy: row.checkedInBy,
  };
}

/** The event of a check-in as it stands after the write. */
async function recordCheckInEvent(
  tx: Db,
  type: 'check-in.recorded' | 'check-in.updated',
  vendorId: number,
  actor: EventActor,
  id: number,
): Promise<CheckIn> {
  const row = await readCheckIn(tx, id);
  const checkIn = checkInOf(row);
  await recordEvent(tx, {
    type,
    vendorId,
    actor,
    subject: { checkInId: id, checkInExternalId: null, ordNum: row.ordNum },
    data: {
      startAt: checkIn.startDateTime,
      endAt: checkIn.endDateTime,
      hours: checkIn.hours.toFixed(2),
      method: row.method,
      crewLineId: checkIn.ocdId,
      siteState: checkIn.siteState,
      distanceMeters: checkIn.distanceMeters,
      accuracyMeters: checkIn.accuracyMeters,
      checkedInBy: checkIn.checkedInBy,
      workDone: checkIn.workDone,
    },
  });
  return checkIn;
}

const deviceOf = (client: Client) => client.userAgent.slice(0, DEVICE_MAX_LENGTH);

/** The user's crew line `ocdId`: 404 for a missing one, another vendor's, or one out of the user's reach. */
async function reachedCrewLine(deps: CheckInDeps, session: VendorSession, ocdId: number) {
  await assertReachesCrewLines(deps.db, session, [ocdId]);
  const line = await crewLineForCheckIn(deps.db, session.vendorId, ocdId);
  if (!line) throw notFound();
  return line;
}

/** The signed-in user's check-in on one of their crew lines (404 for another vendor's or out of reach). */
export async function checkIn(
  deps: CheckInDeps,
  session: VendorSession,
  ocdId: number,
  body: CheckInBody,
  client: Client,
): Promise<CheckInResponse> {
  const line = await reachedCrewLine(deps, session, ocdId);
  const now = deps.now();
  const placed = await place(deps.db, body, line, now);
  const inputBy = (await findUserDisplayName(deps.db, session.userId)) ?? session.email;
  const row: NewCheckIn = {
    ordNum: line.ordNum,
    vendorId: session.vendorId,
    ocdId,
    userId: session.userId,
    guestName: null,
    inputBy,
    method: 'Web',
    device: deviceOf(client),
    startAt: now,
    checkOutTokenHash: null,
    ...positionColumns(placed),
  };
  try {
    const checkIn = await deps.db.transaction().execute(async (tx) => {
      const id = await insertCheckIn(tx, row);
      return recordCheckInEvent(tx, 'check-in.recorded', session.vendorId, vendorUserActor(session), id);
    });
    return { message: CHECKED_IN, checkIn };
  } catch (err) {
    // a second tap, or a second tab: one open check-in per user and crew line
    if (isUniqueViolation(err, 'order_hours_open_web_check_in_idx'))
      throw new AppError('conflict', ALREADY_CHECKED_IN, { reason: 'already-checked-in' });
    throw err;
  }
}

/** The work done, trimmed, required and bounded; the hours to the hundredth. */
function closingOf(body: CheckOutBody, now: Date) {
  const workDone = body.workDone.trim();
  if (workDone === '')
    throw new AppError('bad_request', WORK_DONE_REQUIRED, { reason: 'work-done-required' });
  if (workDone.length > WORK_DONE_MAX_LENGTH)
    throw new AppError('bad_request', `The work done is at most ${WORK_DONE_MAX_LENGTH} characters.`, {
      reason: 'work-done-too-long',
    });
  // to the hundredth at most (1.5, 0.25), as the IVR's hours
  if (Math.abs(body.hours * 100 - Math.round(body.hours * 100)) > 1e-6)
    throw new AppError('bad_request', HOURS_INVALID, { reason: 'hours-invalid' });
  return { endAt: now, hours: body.hours.toFixed(2), workDone };
}

export async function checkOut(
  deps: CheckInDeps,
  session: VendorSession,
  ocdId: number,
  body: CheckOutBody,
): Promise<CheckInResponse> {
  await reachedCrewLine(deps, session, ocdId);
  const closing = closingOf(body, deps.now());
  const checkIn = await deps.db.transaction().execute(async (tx) => {
    const open = await openCheckInOf(tx, ocdId, session.userId);
    // only the open row is closed: a second check-out (a double tap) finds none
    if (open === undefined || !(await closeCheckIn(tx, open, closing)))
      throw new AppError('conflict', NOT_CHECKED_IN, { reason: 'not-checked-in' });
    return recordCheckInEvent(tx, 'check-in.updated', session.vendorId, vendorUserActor(session), open);
  });
  return { message: CHECKED_OUT, checkIn };
}

export async function getMyCheckIn(
  deps: CheckInDeps,
  session: VendorSession,
  ocdId: number,
): Promise<MyCheckInResponse> {
  await reachedCrewLine(deps, session, ocdId);
  const [open, rules] = await Promise.all([
    openCheckInOf(deps.db, ocdId, session.userId),
    readCheckInRules(deps.db),
  ]);
  return { checkIn: open === undefined ? null : checkInOf(await readCheckIn(deps.db, open)), ...rules };
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mobile Guest IVR: a check-in without an account, when the vendor allows it. Every try counts against
 * its address first (committed on its own, so that a wrong PO # counts too), then the vendor's setting
 * and the order are checked. The row keeps the guest's name, the device's description and the position,
 * as the setting's disclaimer tells the vendor.
 */
export async function guestCheckIn(
  deps: CheckInDeps,
  body: GuestCheckInBody,
  client: Client,
): Promise<GuestCheckInResponse> {
  const within = await deps.db
    .transaction()
    .execute((tx) => reserveGuestTry(tx, client.ip, GUEST_CHECK_IN_MAX_TRIES, GUEST_CHECK_IN_WINDOW_MINUTES));
  if (!within)
    throw new AppError('too_many_requests', GUEST_CHECK_IN_TOO_MANY, {
      reason: 'too-many-attempts',
      headers: { 'retry-after': String(GUEST_CHECK_IN_WINDOW_MINUTES * 60) },
    });
  const vendorNum = Number(body.vendorNum);
  const allowed = await guestCheckInAllowed(deps.db, vendorNum);
  const line = allowed ? await crewLineForGuest(deps.db, vendorNum, body.poNum.trim()) : undefined;
  // an unknown vendor ID reads as a missing order, not as a refusal, so that vendor numbers are not probed
  if (allowed === false)
    throw new AppError('forbidden', GUEST_CHECK_IN_NOT_ALLOWED, { reason: 'guest-check-in-not-allowed' });
  if (!line) throw new AppError('not_found', GUEST_ORDER_NOT_FOUND, { reason: 'order-not-found' });
  const now = deps.now();
  const placed = await place(deps.db, body, line, now);
  const token = randomBytes(24).toString('base64url');
  const name = body.name.trim();
  const checkIn = await deps.db.transaction().execute(async (tx) => {
    const id = await insertCheckIn(tx, {
      ordNum: line.ordNum,
      vendorId: line.vendorId,
      ocdId: line.ocdId,
      userId: null,
      guestName: name,
      inputBy: `${name} (guest)`,
      method: 'Mobile Guest',
      device: deviceOf(client),
      startAt: now,
      checkOutTokenHash: tokenHash(token),
      ...positionColumns(placed),
    });
    return recordCheckInEvent(tx, 'check-in.recorded', line.vendorId, { kind: 'system' }, id);
  });
  return { message: CHECKED_IN, checkIn, checkOutToken: token };
}

export async function guestCheckOut(deps: CheckInDeps, body: GuestCheckOutBody): Promise<CheckInResponse> {
  const closing = closingOf(body, deps.now());
  const checkIn = await deps.db.transaction().execute(async (tx) => {
    const open = await openGuestCheckInOf(tx, tokenHash(body.token));
    if (!open || open.endAt !== null || !(await closeCheckIn(tx, open.id, closing)))
      throw new AppError('conflict', NOT_CHECKED_IN, { reason: 'not-checked-in' });
    return recordCheckInEvent(tx, 'check-in.updated', open.vendorId, { kind: 'system' }, open.id);
  });
  return { message: CHECKED_OUT, checkIn };
}

type StaffRow = NonNullable<Awaited<ReturnType<typeof staffCheckInById>>>;

/** A check-in as the console shows it: flagged when made on the phone and not on site, and its review. */
function staffCheckInOf({ reviewedAt, reviewedBy, ...row }: StaffRow): StaffCheckIn {
  const flagged = row.siteState !== null && row.siteState !== 'on-site';
  const review = reviewedAt !== null && reviewedBy !== null ? { reviewedAt, reviewedBy } : null;
  return {
    ...row,
    siteState: row.siteState as SiteState | null,
    flagged,
    review,
    toReview: flagged && review === null,
  };
}

/** A work order's check-ins for the console, the ones made on the phone and not on site flagged. */
export async function staffOrderCheckIns(db: Db, ordNum: number): Promise<{ items: StaffCheckIn[] }> {
  if (!(await orderExists(db, ordNum)))
    throw new AppError('not_found', 'The work order was not found.', { reason: 'not-found' });
  const rows = await orderCheckIns(db, ordNum);
  return { items: rows.map(staffCheckInOf) };
}

/** Marks a flagged check-in reviewed in the console (decision 123) and answers it as the console shows it. */
export async function reviewCheckIn(
  db: Db,
  id: number,
  staff: { staffId: number; name: string; email: string; ip: string },
  now: Date,
): Promise<{ message: string; checkIn: StaffCheckIn }> {
  await markReviewed(db, id, { kind: 'staff', ...staff }, now);
  const checkIn = await staffCheckInById(db, id);
  return { message: CHECK_IN_REVIEWED, checkIn: staffCheckInOf(checkIn!) };
}

// Assigning technicians to crew lines (issue 40 point 3). All or nothing: every crew line must be the
// vendor's (404 otherwise, like a missing one) and every user an active user of the vendor (400
// naming the others), checked before anything changes. The crew lines are locked in id order, so two
// assignments of overlapping selections queue rather than deadlock; each crew line whose technicians
// change raises crew-line.assigned in the same transaction, naming who is new on it (decision 122: the
// notifications mail them their assignment).
import {
  CREW_LINE_NOT_FOUND,
  MY_WORK_MAX_ITEMS,
  isTimeZone,
  timeZoneUnknown,
  type MyWorkResponse,
  TECHNICIANS_ASSIGNED,
  TECHNICIANS_UNASSIGNED,
  unknownTechnicians,
  type AssignCrewLinesRequest,
  type AssignCrewLinesResponse,
  type AssignableUsersResponse,
  type CrewLineTechniciansResponse,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { recordEvent, vendorUserActor } from '../../platform/events/record-event.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import type { VendorSession } from '../../platform/http/session.ts';
import {
  activeUserIds,
  assignableUsers,
  assignedWork,
  isVendorCrewLine,
  lockVendorCrewLines,
  replaceCrewLineTechnicians,
  techniciansOf,
} from './crew-assignments.repository.ts';

export const crewLineNotFound = () => new AppError('not_found', CREW_LINE_NOT_FOUND);

export async function listAssignableUsers(db: Db, session: VendorSession): Promise<AssignableUsersResponse> {
  return { items: await assignableUsers(db, session.vendorId) };
}

/** "My work": the crew lines assigned to the signed-in user, today's first (in the browser's zone). */
export async function myWork(
  db: Db,
  session: VendorSession,
  timezone: string | undefined,
): Promise<MyWorkResponse> {
  const timeZone = timezone?.trim() || 'UTC';
  if (!isTimeZone(timeZone)) throw badRequest(timeZoneUnknown(timeZone));
  return { items: await assignedWork(db, session.vendorId, session.userId, timeZone, MY_WORK_MAX_ITEMS) };
}

export async function crewLineTechnicians(
  db: Db,
  session: VendorSession,
  ocdId: number,
): Promise<CrewLineTechniciansResponse> {
  if (!(await isVendorCrewLine(db, session.vendorId, ocdId))) throw crewLineNotFound();
  return { ocdId, technicians: (await techniciansOf(db, [ocdId])).get(ocdId) ?? [] };
}

export async function assignCrewLines(
  db: Db,
  session: VendorSession,
  input: AssignCrewLinesRequest,
): Promise<AssignCrewLinesResponse> {
  const vendorId = session.vendorId;
  const ocdIds = [...new Set(input.ocdIds)].sort((a, b) => a - b);
  const userIds = [...new Set(input.userIds)].sort((a, b) => a - b);

  return db.transaction().execute(async (tx) => {
    // the users held (FOR SHARE) until the assignment commits: one disabled meanwhile waits for it
    // rather than being assigned after it was disabled
    const active = new Set(await activeUserIds(tx, vendorId, userIds, { lock: true }));
    const unknown = userIds.filter((userId) => !active.has(userId));
    if (unknown.length > 0) throw badRequest(unknownTechnicians(unknown));
    const lines = await lockVendorCrewLines(tx, vendorId, ocdIds);
    if (lines.length !== ocdIds.length) throw crewLineNotFound();
    for (const line of lines) {
      const { changed, added } = await replaceCrewLineTechnicians(tx, vendorId, line.ocdId, userIds);
      if (!changed) continue;
      // addedUserIds: who is new on the line; the notifications tell them of it (decision 122)
      await recordEvent(tx, {
        type: 'crew-line.assigned',
        vendorId,
        actor: vendorUserActor(session),
        subject: { ordNum: line.ordNum, ocdId: line.ocdId },
        data: { userIds, addedUserIds: added },
      });
    }
    const technicians = await techniciansOf(tx, ocdIds);
    return {
      success: true as const,
      message: userIds.length > 0 ? TECHNICIANS_ASSIGNED : TECHNICIANS_UNASSIGNED,
      assignments: ocdIds.map((ocdId) => ({ ocdId, technicians: technicians.get(ocdId) ?? [] })),
    };
  });
}

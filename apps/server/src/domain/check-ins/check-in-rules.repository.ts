// The company's check-in rules and whether a crew line was checked in (issue 41 point 4, decision 117):
// the check-ins capability reads the radius, the field workflow's completion the requirement, so both
// live here (domain: features may import it).
import { DEFAULT_CHECK_IN_RADIUS_METERS } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';

export type CheckInRules = { radiusMeters: number; requiredBeforeCompletion: boolean };

/** The portal settings of check-ins, defaults for the unset ones. */
export async function readCheckInRules(db: Db): Promise<CheckInRules> {
  const rows = await db
    .selectFrom('portal_settings')
    .select(['key', 'value'])
    .where('key', 'in', ['checkInRadiusMeters', 'requireCheckInBeforeCompletion'])
    .execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const radius = Number.parseInt(stored.get('checkInRadiusMeters') ?? '', 10);
  return {
    radiusMeters: Number.isSafeInteger(radius) && radius > 0 ? radius : DEFAULT_CHECK_IN_RADIUS_METERS,
    requiredBeforeCompletion: stored.get('requireCheckInBeforeCompletion') === 'true',
  };
}

/** Whether anyone checked in on the crew line: on the phone, as a guest or by the IVR. */
export async function crewLineCheckedIn(db: Db, ocdId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_hours')
    .select('id')
    .where('ocd_id', '=', ocdId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

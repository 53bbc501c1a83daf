// How many photos of each kind a crew line holds (issue 41 point 3, decision 115), for the rules of
// other capabilities (completion needs before and after photos: issue 41 point 2). Only photos whose
// bytes arrived and passed the checks count; an upload in flight does not.
import type { Db } from '../../platform/db/database.ts';

export type CrewLinePhotoCounts = { before: number; after: number; other: number };

/** The crew line's received photos by kind (zeros for none); pass a transaction to count inside it. */
export async function countCrewLinePhotos(db: Db, ocdId: number): Promise<CrewLinePhotoCounts> {
  const rows = await db
    .selectFrom('order_photos')
    .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
    .where('ocd_id', '=', ocdId)
    .where('received_at', 'is not', null)
    .groupBy('kind')
    .execute();
  const counts: CrewLinePhotoCounts = { before: 0, after: 0, other: 0 };
  for (const row of rows) counts[row.kind as keyof CrewLinePhotoCounts] = Number(row.n);
  return counts;
}

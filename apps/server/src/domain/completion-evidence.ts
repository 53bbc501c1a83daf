// The evidence a completion needs (issue 41 points 2 to 4): the crew line's before and after photos and,
// when the company requires it, a check-in. The field workflow refuses a completion without it and tells
// the page what is missing before the drawer is filled.
import type { CompletionEvidence } from '@vp/contracts';
import type { Db } from '../platform/db/database.ts';
import { countCrewLinePhotos } from './photo-evidence/crew-line-photos.repository.ts';
import { crewLineCheckedIn, readCheckInRules } from './check-ins/check-in-rules.repository.ts';

export async function completionEvidence(db: Db, ocdId: number): Promise<CompletionEvidence> {
  const [photos, checkedIn, rules] = await Promise.all([
    countCrewLinePhotos(db, ocdId),
    crewLineCheckedIn(db, ocdId),
    readCheckInRules(db),
  ]);
  return {
    beforePhotos: photos.before,
    afterPhotos: photos.after,
    checkedIn,
    checkInRequired: rules.requiredBeforeCompletion,
  };
}

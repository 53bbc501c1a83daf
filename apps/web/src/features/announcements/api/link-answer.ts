// POST /api/announcement-link-answer: what the link's vendor has answered so far; changes nothing. The
// decline page asks it on load, so that a link that does not work says so before the form (issue 38).
import { announcementLinkAnswerCall } from '@vp/contracts';
import { publicPostAnswer, type PublicCallResult } from '../../../lib/public-post.ts';

export type LinkAnswerResult = PublicCallResult<typeof announcementLinkAnswerCall>;

export function readLinkAnswer(rounddetailId: string): Promise<LinkAnswerResult> {
  return publicPostAnswer(announcementLinkAnswerCall, { body: { rounddetailId } });
}

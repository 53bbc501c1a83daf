// The rules of the public announcement calls (decision 020):
// - a link that is not live (unknown, tampered, expired, malformed) answers one 404 and changes nothing;
// - the vendor's current answer is the latest one: repeating it changes nothing, a different answer
//   (decline after accept, accept after decline, another decline reason) replaces it and is kept in
//   the history, so the provider always sees what the vendor wants now and how they got there;
// - unsubscribing is per vendor and permanent; repeats answer 200 and change nothing;
// - the accept page's own load (`onLinkLoad`) does not overturn a later answer: once this link's accept
//   was recorded and the vendor has answered otherwise since, it changes nothing and answers the
//   current answer (a Back or reload after declining must not accept again; issue 38 point 3,
//   decision 104);
// - a change (an answer or the first unsubscription) is an event in its transaction and a new version
//   of the round for the provider API (decision 055); a repeat is neither.
import {
  ANNOUNCEMENT_LINK_INVALID,
  ANNOUNCEMENT_RESPONSE_INVALID,
  DECLINE_REASONS,
  DECLINE_REASON_REQUIRED,
  RESPONSE_ACCEPTED,
  RESPONSE_DECLINED,
  type AcceptDeclineAnnouncementResponse,
  type AnnouncementLinkAnswer,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { AnnouncementResponseValue } from '../../platform/db/schema.ts';
import { AppError, badRequest } from '../../platform/http/app-error.ts';
import { hashLinkToken, looksLikeLinkToken } from './link-tokens.ts';
import { recordEvent } from '../../platform/events/record-event.ts';
import {
  findLiveDetail,
  insertUnsubscription,
  isVendorUnsubscribed,
  lockLiveDetail,
  saveAnswer,
  touchRound,
  wasEverAccepted,
} from './announcements.repository.ts';

type Answer = { response: AnnouncementResponseValue; declinedReason: string | null };

export type AnswerRequest = {
  rounddetailId: string;
  response?: string | undefined;
  reponse?: string | undefined;
  declinedReason?: string | null | undefined;
  onLinkLoad?: boolean | undefined;
};

const linkInvalid = () => new AppError('not_found', ANNOUNCEMENT_LINK_INVALID);

type LiveDetail = NonNullable<Awaited<ReturnType<typeof lockLiveDetail>>>;

// an e-mailed link names no user (it goes to the vendor's contact addresses): the event's vendor says
// whose answer it is, and the actor is the portal that took it (decision 055)
const LINK_ACTOR = { kind: 'system' } as const;

const subjectOf = (detail: LiveDetail) => ({
  roundId: detail.roundId,
  roundExternalId: detail.roundExternalId,
  roundDetailId: detail.id,
});

/** The event of a changed answer, in its transaction (decision 049). */
async function recordAnswerEvent(tx: Db, detail: LiveDetail, answer: Answer): Promise<void> {
  const common = { vendorId: detail.vendorId, actor: LINK_ACTOR, subject: subjectOf(detail) };
  if (answer.response === RESPONSE_ACCEPTED)
    await recordEvent(tx, { ...common, type: 'announcement.accepted', data: {} });
  else
    await recordEvent(tx, {
      ...common,
      type: 'announcement.declined',
      data: { reason: answer.declinedReason },
    });
}

/** The answer a body asks for: `response` or the SPEC's `reponse` (400 when they disagree). */
function answerOf(body: AnswerRequest): Answer {
  const given = [body.response, body.reponse].filter((v): v is string => v !== undefined);
  const response = given[0];
  if (response === undefined || given.some((v) => v !== response))
    throw badRequest(ANNOUNCEMENT_RESPONSE_INVALID);
  if (response === RESPONSE_ACCEPTED) return { response, declinedReason: null };
  if (response !== RESPONSE_DECLINED) throw badRequest(ANNOUNCEMENT_RESPONSE_INVALID);
  const reason = body.declinedReason?.trim() ?? '';
  if (reason === '') throw badRequest(DECLINE_REASON_REQUIRED);
  if (!(DECLINE_REASONS as readonly string[]).includes(reason))
    throw badRequest(`declinedReason must be one of: ${DECLINE_REASONS.join('; ')}.`);
  return { response, declinedReason: reason };
}

export async function answerAnnouncement(
  db: Db,
  body: AnswerRequest,
  ip: string,
): Promise<AcceptDeclineAnnouncementResponse> {
  // the body is checked first: its problems do not depend on the token, so they reveal nothing
  const answer = answerOf(body);
  if (!looksLikeLinkToken(body.rounddetailId)) throw linkInvalid();
  const tokenHash = hashLinkToken(body.rounddetailId);
  return db.transaction().execute(async (tx) => {
    const detail = await lockLiveDetail(tx, tokenHash);
    if (!detail) throw linkInvalid();
    if (body.onLinkLoad === true && (await answerChangedSinceLinkAccepted(tx, detail, answer)))
      return { success: true as const, response: detail.response!, declinedReason: detail.declinedReason };
    const unchanged =
      detail.response === answer.response && (detail.declinedReason ?? null) === answer.declinedReason;
    if (!unchanged) {
      await saveAnswer(tx, detail.id, { ...answer, ip });
      await touchRound(tx, detail.roundId);
      await recordAnswerEvent(tx, detail, answer);
    }
    return { success: true as const, response: answer.response, declinedReason: answer.declinedReason };
  });
}

/**
 * An accept page loaded again (Back, reload, the e-mail's link opened once more) after the vendor
 * answered otherwise: this link's accept was recorded before and the current answer is another one.
 * The first load of the link records as the SPEC says, even over an earlier decline (the vendor
 * changing its mind by the e-mail's accept link).
 */
async function answerChangedSinceLinkAccepted(tx: Db, detail: LiveDetail, answer: Answer): Promise<boolean> {
  if (answer.response !== RESPONSE_ACCEPTED) return false;
  if (detail.response === null || detail.response === RESPONSE_ACCEPTED) return false;
  return wasEverAccepted(tx, detail.id);
}

/** What the link's vendor has answered so far, and whether it unsubscribed; changes nothing. */
export async function linkAnswer(db: Db, token: string): Promise<AnnouncementLinkAnswer> {
  if (!looksLikeLinkToken(token)) throw linkInvalid();
  // a read: no transaction, no lock that an answer being saved would wait for
  const detail = await findLiveDetail(db, hashLinkToken(token));
  if (!detail) throw linkInvalid();
  return {
    response: detail.response,
    declinedReason: detail.declinedReason,
    unsubscribed: await isVendorUnsubscribed(db, detail.vendorId),
  };
}

export async function unsubscribeFromAnnouncements(db: Db, token: string): Promise<{ success: true }> {
  if (!looksLikeLinkToken(token)) throw linkInvalid();
  const tokenHash = hashLinkToken(token);
  return db.transaction().execute(async (tx) => {
    const detail = await lockLiveDetail(tx, tokenHash);
    if (!detail) throw linkInvalid();
    if (await insertUnsubscription(tx, detail.vendorId, detail.id)) {
      await touchRound(tx, detail.roundId);
      await recordEvent(tx, {
        type: 'announcement.unsubscribed',
        vendorId: detail.vendorId,
        actor: LINK_ACTOR,
        subject: subjectOf(detail),
        data: {},
      });
    }
    return { success: true as const };
  });
}

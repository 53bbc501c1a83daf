// The public announcement calls (SPEC section 7 "Scheduling, partners, public pages"), registered
// from their contracts (issue 16): no session, their own rate limit; the link's token is the body's
// rounddetailId.
import type { FastifyInstance } from 'fastify';
import {
  acceptDeclineAnnouncementCall,
  announcementLinkAnswerCall,
  unsubscribeAnnouncementsCall,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { answerAnnouncement, linkAnswer, unsubscribeFromAnnouncements } from './announcements.service.ts';
import { publicCallLimit } from './public-call-limit.ts';

export function announcementsRoutes(deps: { db: Db; maxPublicCallsPerIp: number }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    const onRequest = publicCallLimit(deps.db, deps.maxPublicCallsPerIp);
    route(acceptDeclineAnnouncementCall, (request) => answerAnnouncement(deps.db, request.body, request.ip), {
      onRequest,
    });
    route(
      unsubscribeAnnouncementsCall,
      (request) => unsubscribeFromAnnouncements(deps.db, request.body.rounddetailId),
      { onRequest },
    );
    route(announcementLinkAnswerCall, (request) => linkAnswer(deps.db, request.body.rounddetailId), {
      onRequest,
    });
  };
}

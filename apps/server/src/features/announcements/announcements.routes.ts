// The public announcement calls (SPEC section 7 "Scheduling, partners, public pages"): no session,
// their own rate limit; the link's token is the body's rounddetailId.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptDeclineAnnouncementPath,
  acceptDeclineAnnouncementRequest,
  acceptDeclineAnnouncementResponse,
  unsubscribeAnnouncementsPath,
  unsubscribeAnnouncementsRequest,
  unsubscribeAnnouncementsResponse,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { answerAnnouncement, unsubscribeFromAnnouncements } from './announcements.service.ts';
import { publicCallLimit } from './public-call-limit.ts';

export function announcementsRoutes(deps: { db: Db; maxPublicCallsPerIp: number }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const onRequest = publicCallLimit(deps.db, deps.maxPublicCallsPerIp);

    r.post(
      acceptDeclineAnnouncementPath,
      {
        onRequest,
        schema: {
          body: acceptDeclineAnnouncementRequest,
          response: { 200: acceptDeclineAnnouncementResponse },
        },
      },
      (request) => answerAnnouncement(deps.db, request.body, request.ip),
    );

    r.post(
      unsubscribeAnnouncementsPath,
      {
        onRequest,
        schema: {
          body: unsubscribeAnnouncementsRequest,
          response: { 200: unsubscribeAnnouncementsResponse },
        },
      },
      (request) => unsubscribeFromAnnouncements(deps.db, request.body.rounddetailId),
    );
  };
}

// GET /api/auth/my-account and POST /api/auth/sign-out-other-sessions (My account, decision 041): the
// signed-in user's own details and roles, and ending their sessions in other browsers. Private like
// every /api call (the session is checked before the body, vendor-api.ts); the user is always the
// session's. Registered from their contracts (issue 16).
import type { FastifyInstance } from 'fastify';
import { myAccountCall, otherSessionsEnded, signOutOtherSessionsCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { unauthorized } from '../../platform/http/app-error.ts';
import { countOtherSessions, endOtherSessions, findMyAccount } from './my-account.repository.ts';

export function myAccountRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    route(myAccountCall, async (request) => {
      const session = sessionOf(request);
      const account = await findMyAccount(deps.db, session.userId, session.vendorId);
      if (!account) throw unauthorized('Your account is not active on the vendor portal.');
      return {
        ...account,
        otherSessions: await countOtherSessions(deps.db, session.userId, session.sessionId),
      };
    });
    route(signOutOtherSessionsCall, async (request) => {
      const session = sessionOf(request);
      const ended = await endOtherSessions(deps.db, session.userId, session.sessionId);
      return { success: true as const, message: otherSessionsEnded(ended), ended };
    });
  };
}

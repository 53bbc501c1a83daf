// The staff sign-in's calls (decision 057), open (no session yet): POST /staff/api/sign-in/start,
// /finish and /second-factor, which sets the vp_staff cookie, and /staff/api/sign-out. The three
// sign-in calls read the browser's device cookie, and a completed sign-in renews it (decision 097).
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import {
  staffSecondFactorCall,
  staffSignInFinishCall,
  staffSignInStartCall,
  staffSignOutCall,
  USE_COMPANY_SIGN_IN,
} from '@vp/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Db } from '../../platform/db/database.ts';
import { staffRouter } from '../../platform/staff/staff-api.ts';
import {
  clearStaffCookie,
  readStaffCookie,
  setStaffCookie,
} from '../../platform/staff/staff-session-cookie.ts';
import type { StaffTokenService } from '../../platform/identity/staff-token-service.ts';
import { revokeStaffSession } from '../../platform/identity/staff-sessions.repository.ts';
import { recordStaffAction } from '../../platform/identity/staff-audit-log.repository.ts';
import type { StaffSignInService } from './staff-sign-in.service.ts';
import { staffEmailOf } from './staff-accounts.repository.ts';
import type { DeviceCookies } from '../../platform/identity/device-cookies.ts';

export type StaffSignInRoutesDeps = {
  db: Db;
  tokens: StaffTokenService;
  signIn: StaffSignInService;
  /** the staff device cookie (staff-device-cookie.ts) */
  devices: DeviceCookies;
  /** the per-address limit of starts, shared with the vendor sign-in (sign-in-start-limit.ts) */
  startLimit: onRequestAsyncHookHandler;
  /** the company's identity provider is set (decision 064): the password sign-in answers 403 */
  companySignInOnly?: boolean;
};

/** With the company sign-in on, the password and TOTP steps are refused before their body is read. */
function passwordSignInOff(on: boolean): onRequestAsyncHookHandler {
  return async () => {
    if (on) throw new AppError('forbidden', USE_COMPANY_SIGN_IN, { reason: 'use-company-sign-in' });
  };
}

export function staffSignInRoutes(deps: StaffSignInRoutesDeps) {
  return async (app: FastifyInstance) => {
    const route = staffRouter(app);
    const refused = passwordSignInOff(deps.companySignInOnly ?? false);
    route(
      staffSignInStartCall,
      async (request) => deps.signIn.start(request.body.email, request.ip, await deps.devices.read(request)),
      {
        onRequest: [refused, deps.startLimit],
      },
    );
    route(
      staffSignInFinishCall,
      async (request) => deps.signIn.finish(request.body, request.ip, await deps.devices.read(request)),
      { onRequest: refused },
    );
    route(
      staffSecondFactorCall,
      async (request, reply) => {
        const signedIn = await deps.signIn.secondFactor(
          request.body,
          request.ip,
          await deps.devices.read(request),
        );
        setStaffCookie(reply, signedIn.token, signedIn.maxAgeSeconds);
        // this browser has now signed in to the account: a stranger's guesses will not lock it out
        await deps.devices.issue(request, reply, signedIn.staffId);
        return signedIn.response;
      },
      { onRequest: refused },
    );
    route(staffSignOutCall, async (request, reply) => {
      const token = readStaffCookie(request);
      const claims = token ? await deps.tokens.verify(token) : null;
      if (claims) {
        await deps.db.transaction().execute(async (tx) => {
          if (!(await revokeStaffSession(tx, claims.sessionId, 'sign_out'))) return;
          const staff = await staffEmailOf(tx, claims.staffId);
          await recordStaffAction(tx, {
            actor: { staffId: claims.staffId, email: staff?.email ?? '' },
            action: 'staff.signed_out',
            subjectType: 'staff',
            subjectId: claims.staffId,
            before: null,
            after: null,
            ip: request.ip,
          });
        });
      }
      clearStaffCookie(reply);
      return reply.status(204).send();
    });
  };
}

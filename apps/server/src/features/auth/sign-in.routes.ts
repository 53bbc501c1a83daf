// POST /api/auth/sign-in/start and /api/auth/sign-in/finish (SRP-6a; decision 007), registered from
// their contracts (issue 16).
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { signInFinishCall, signInStartCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import type { SignInService } from './sign-in.service.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import type { DeviceCookies } from './device-cookie.ts';

export function signInRoutes(
  app: FastifyInstance,
  db: Db,
  signIn: SignInService,
  devices: DeviceCookies,
  /** the per-address limit of starts, before the body is read (sign-in-start-limit.ts) */
  startLimit: onRequestAsyncHookHandler,
): void {
  const route = callRouter(app);
  route(
    signInStartCall,
    async (request) => signIn.start(request.body.email, request.ip, await devices.read(request)),
    { onRequest: startLimit },
  );
  route(signInFinishCall, async (request, reply) => {
    const { response, tokens, userId } = await signIn.finish(
      request.body,
      request.ip,
      await devices.read(request),
    );
    if (tokens) setRefreshCookie(reply, tokens.refreshToken, tokens.refreshMaxAgeSeconds);
    // this browser has now signed in to the account: failures from elsewhere will not lock it out
    if (userId !== undefined) await devices.issue(request, reply, userId);
    return response;
  });
}

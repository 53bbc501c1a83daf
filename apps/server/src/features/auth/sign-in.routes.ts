// POST /api/auth/sign-in/start and /api/auth/sign-in/finish (SRP-6a; decision 007).
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  signInFinishPath,
  signInFinishRequest,
  signInFinishResponse,
  signInStartPath,
  signInStartRequest,
  signInStartResponse,
} from '@vp/contracts';
import type { SignInService } from './sign-in.service.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import type { DeviceCookies } from './device-cookie.ts';

export function signInRoutes(
  app: FastifyInstance,
  signIn: SignInService,
  devices: DeviceCookies,
  /** the per-address limit of starts, before the body is read (sign-in-start-limit.ts) */
  startLimit: onRequestAsyncHookHandler,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    signInStartPath,
    { onRequest: startLimit, schema: { body: signInStartRequest, response: { 200: signInStartResponse } } },
    async (request) => signIn.start(request.body.email, request.ip, await devices.read(request)),
  );
  r.post(
    signInFinishPath,
    { schema: { body: signInFinishRequest, response: { 200: signInFinishResponse } } },
    async (request, reply) => {
      const { response, tokens, userId } = await signIn.finish(
        request.body,
        request.ip,
        await devices.read(request),
      );
      if (tokens) setRefreshCookie(reply, tokens.refreshToken, tokens.refreshMaxAgeSeconds);
      // this browser has now signed in to the account: failures from elsewhere will not lock it out
      if (userId !== undefined) await devices.issue(request, reply, userId);
      return response;
    },
  );
}

// POST /api/auth/sign-in/start and /api/auth/sign-in/finish (SRP-6a; decision 007).
import type { FastifyInstance } from 'fastify';
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

export function signInRoutes(app: FastifyInstance, signIn: SignInService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    signInStartPath,
    { schema: { body: signInStartRequest, response: { 200: signInStartResponse } } },
    (request) => signIn.start(request.body.email, request.ip),
  );
  r.post(
    signInFinishPath,
    { schema: { body: signInFinishRequest, response: { 200: signInFinishResponse } } },
    async (request, reply) => {
      const { response, tokens } = await signIn.finish(request.body, request.ip);
      if (tokens) setRefreshCookie(reply, tokens.refreshToken, tokens.refreshMaxAgeSeconds);
      return response;
    },
  );
}

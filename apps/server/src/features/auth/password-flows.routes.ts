// POST /api/forgot-user-password, /api/create-user-password and /api/user-set-password (no session).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUserPasswordPath,
  createUserPasswordRequest,
  forgotUserPasswordPath,
  forgotUserPasswordRequest,
  passwordResult,
  userSetPasswordPath,
  userSetPasswordRequest,
} from '@vp/contracts';
import type { PasswordFlows } from './password-flows.service.ts';

export function passwordFlowRoutes(app: FastifyInstance, flows: PasswordFlows): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const response = { 200: passwordResult };
  r.post(forgotUserPasswordPath, { schema: { body: forgotUserPasswordRequest, response } }, (request) =>
    flows.forgotPassword(request.body.email, request.ip),
  );
  r.post(createUserPasswordPath, { schema: { body: createUserPasswordRequest, response } }, (request) =>
    flows.createUserPassword(request.body, request.ip),
  );
  r.post(userSetPasswordPath, { schema: { body: userSetPasswordRequest, response } }, (request) =>
    flows.userSetPassword(request.body, request.ip),
  );
}

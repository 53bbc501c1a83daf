// POST /api/forgot-user-password, /api/create-user-password and /api/user-set-password (no session),
// registered from their contracts (issue 16).
import type { FastifyInstance } from 'fastify';
import { createUserPasswordCall, forgotUserPasswordCall, userSetPasswordCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import type { PasswordFlows } from './password-flows.service.ts';

export function passwordFlowRoutes(app: FastifyInstance, db: Db, flows: PasswordFlows): void {
  const route = callRouter(app);
  route(forgotUserPasswordCall, (request) => flows.forgotPassword(request.body.email, request.ip));
  route(createUserPasswordCall, (request) => flows.createUserPassword(request.body, request.ip));
  route(userSetPasswordCall, (request) => flows.userSetPassword(request.body, request.ip));
}

// The role (user group) calls; registered by usersRoutes from their contracts (issue 16), which ask
// for user administration (checked before the body is read).
import type { FastifyInstance } from 'fastify';
import { createRoleCall, getRoleByRoleNameCall, getRolesCall, updateRoleCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import type { RolesService } from './roles.service.ts';

export function roleRoutes(app: FastifyInstance, db: Db, roles: RolesService): void {
  const route = callRouter(app);
  route(getRolesCall, (request) => roles.getRoles(sessionOf(request)));
  route(createRoleCall, (request) => roles.createRole(sessionOf(request), request.body));
  route(updateRoleCall, (request) => roles.updateRole(sessionOf(request), request.body));
  route(getRoleByRoleNameCall, (request) => roles.getRoleByName(sessionOf(request), request.params.name));
}

// The role (user group) calls; registered by usersRoutes, behind its session and admin checks.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createRolePath,
  createRoleRequest,
  getRoleByRoleNameParams,
  getRoleByRoleNamePath,
  getRoleByRoleNameResponse,
  getRolesPath,
  getRolesResponse,
  roleSavedResponse,
  updateRolePath,
  updateRoleRequest,
} from '@vp/contracts';
import { sessionOf } from '../../platform/http/session.ts';
import type { RolesService } from './roles.service.ts';

export function roleRoutes(app: FastifyInstance, roles: RolesService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(getRolesPath, { schema: { response: { 200: getRolesResponse } } }, async (request) =>
    roles.getRoles(sessionOf(request)),
  );

  r.post(
    createRolePath,
    { schema: { body: createRoleRequest, response: { 200: roleSavedResponse } } },
    async (request) => roles.createRole(sessionOf(request), request.body),
  );

  r.post(
    updateRolePath,
    { schema: { body: updateRoleRequest, response: { 200: roleSavedResponse } } },
    async (request) => roles.updateRole(sessionOf(request), request.body),
  );

  r.get(
    getRoleByRoleNamePath,
    { schema: { params: getRoleByRoleNameParams, response: { 200: getRoleByRoleNameResponse } } },
    async (request) => roles.getRoleByName(sessionOf(request), request.params.name),
  );
}

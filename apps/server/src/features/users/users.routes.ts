// The user-administration calls of SPEC section 7 (users here, roles in roles.routes.ts). Every one
// needs a session (401), then a role granting user administration (403); only then is the request
// read, so neither a stranger nor a plain user learns anything from validation answers.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createUserPath,
  createUserRequest,
  createUserResponse,
  deleteUserByUserIdPath,
  getUserByUserIdPath,
  getUserByUserIdResponse,
  resetUserPasswordByUserIdPath,
  updateUserPath,
  updateUserRequest,
  updateUserResponse,
  userActionResponse,
  userIdParams,
} from '@vp/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { assertUserAdmin } from './user-admin-access.ts';
import { makeUsersService } from './users.service.ts';
import { makeRolesService } from './roles.service.ts';
import { roleRoutes } from './roles.routes.ts';

export type UsersRoutesDeps = {
  db: Db;
  requireSession: preHandlerAsyncHookHandler;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
};

export function usersRoutes(deps: UsersRoutesDeps) {
  return async (app: FastifyInstance) => {
    const users = makeUsersService({ db: deps.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl });
    // hooks of this plugin apply to its routes only
    app.addHook('onRequest', deps.requireSession);
    app.addHook('preValidation', async (request) => assertUserAdmin(deps.db, sessionOf(request)));
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      createUserPath,
      { schema: { body: createUserRequest, response: { 200: createUserResponse } } },
      async (request) => users.createUser(sessionOf(request), request.body),
    );

    r.post(
      updateUserPath,
      { schema: { body: updateUserRequest, response: { 200: updateUserResponse } } },
      async (request) => users.updateUser(sessionOf(request), request.body),
    );

    r.get(
      getUserByUserIdPath,
      { schema: { params: userIdParams, response: { 200: getUserByUserIdResponse } } },
      async (request) => users.getUser(sessionOf(request), request.params.userId),
    );

    // GET, as the spec names it; the web app only calls it after the user confirms
    r.get(
      deleteUserByUserIdPath,
      { schema: { params: userIdParams, response: { 200: userActionResponse } } },
      async (request) => users.deleteUser(sessionOf(request), request.params.userId),
    );

    r.get(
      resetUserPasswordByUserIdPath,
      { schema: { params: userIdParams, response: { 200: userActionResponse } } },
      async (request) => users.resetUserPassword(sessionOf(request), request.params.userId),
    );

    roleRoutes(app, makeRolesService(deps.db));
  };
}

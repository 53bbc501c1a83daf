// The user-administration calls of SPEC section 7 (users here, roles in roles.routes.ts), registered
// from their contracts (issue 16). Every one needs a session (401), then a role granting user
// administration (403, the contracts' allow.vendor('user-admin'), checked by the vendor scope's guard); only then is the request read, so neither a
// stranger nor a plain user learns anything from validation answers.
import type { FastifyInstance } from 'fastify';
import {
  createUserCall,
  deleteUserByUserIdCall,
  enableUserByUserIdCall,
  getUserByUserIdCall,
  listUsersCall,
  resendInvitationCall,
  resetUserPasswordByUserIdCall,
  updateUserCall,
} from '@vp/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { makeUsersService } from './users.service.ts';
import { makeRolesService } from './roles.service.ts';
import { roleRoutes } from './roles.routes.ts';

export type UsersRoutesDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
};

export function usersRoutes(deps: UsersRoutesDeps) {
  return async (app: FastifyInstance) => {
    const users = makeUsersService({ db: deps.db, publicUrl: deps.config.publicUrl });
    const route = callRouter(app);
    route(createUserCall, (request) => users.createUser(sessionOf(request), request.body));
    route(updateUserCall, (request) => users.updateUser(sessionOf(request), request.body));
    route(getUserByUserIdCall, (request) => users.getUser(sessionOf(request), request.params.userId));
    // GET, as the spec names it; the web app only calls it after the user confirms
    route(deleteUserByUserIdCall, (request) => users.deleteUser(sessionOf(request), request.params.userId));
    route(listUsersCall, (request) => users.listUsers(sessionOf(request), request.query));
    route(resendInvitationCall, (request) =>
      users.resendInvitation(sessionOf(request), request.params.userId),
    );
    route(enableUserByUserIdCall, (request) => users.enableUser(sessionOf(request), request.params.userId));
    route(resetUserPasswordByUserIdCall, (request) =>
      users.resetUserPassword(sessionOf(request), request.params.userId),
    );
    roleRoutes(app, deps.db, makeRolesService(deps.db));
  };
}

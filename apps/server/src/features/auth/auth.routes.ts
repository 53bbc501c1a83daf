// The sign-in feature's calls: SRP sign-in, refresh and logout, and the password flows. None needs a
// session; each is throttled or bounded as its service says.
import type { FastifyInstance } from 'fastify';
import { prepareSrpGroup } from '../../platform/identity/srp-group.ts';
import type { AuthDeps } from './auth-deps.ts';
import { createSignInService } from './sign-in.service.ts';
import { createPasswordFlows } from './password-flows.service.ts';
import { signInRoutes } from './sign-in.routes.ts';
import { deviceCookies } from './device-cookie.ts';
import { signInStartLimit } from '../../platform/identity/sign-in-start-limit.ts';
import { sessionTokenRoutes } from './session-tokens.routes.ts';
import { passwordFlowRoutes } from './password-flows.routes.ts';

export function authRoutes(deps: Omit<AuthDeps, 'log'>) {
  return async (app: FastifyInstance) => {
    prepareSrpGroup();
    const full: AuthDeps = { ...deps, log: app.log };
    signInRoutes(
      app,
      deps.db,
      createSignInService(full),
      deviceCookies(deps.db),
      signInStartLimit(deps.db, deps.config.auth.maxSignInStartsPerIp),
    );
    sessionTokenRoutes(app, full);
    passwordFlowRoutes(app, deps.db, createPasswordFlows(full));
  };
}

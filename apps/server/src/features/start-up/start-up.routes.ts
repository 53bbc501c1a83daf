// The start-up calls of SPEC section 7, each behind a session.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  disclaimerValues,
  disclaimerValuesPath,
  portalSettings,
  portalSettingsPath,
  securityKeys,
  securityKeysPath,
  statusOrders,
  statusOrdersPath,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import {
  getDisclaimerValues,
  getPortalSettings,
  getSecurityKeys,
  getStatusOrders,
} from './start-up.service.ts';

export function startUpRoutes(deps: { db: Db; requireSession: preHandlerAsyncHookHandler }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.requireSession;
    r.get(portalSettingsPath, { preHandler, schema: { response: { 200: portalSettings } } }, () =>
      getPortalSettings(deps.db),
    );
    r.get(disclaimerValuesPath, { preHandler, schema: { response: { 200: disclaimerValues } } }, () =>
      getDisclaimerValues(deps.db),
    );
    r.get(statusOrdersPath, { preHandler, schema: { response: { 200: statusOrders } } }, () =>
      getStatusOrders(deps.db),
    );
    r.get(securityKeysPath, { preHandler, schema: { response: { 200: securityKeys } } }, () =>
      getSecurityKeys(deps.db),
    );
  };
}

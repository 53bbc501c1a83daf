// The start-up calls of SPEC section 7, each behind a session, registered from their contracts (issue 16).
import type { FastifyInstance } from 'fastify';
import { disclaimerValuesCall, portalSettingsCall, securityKeysCall, statusOrdersCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import {
  getDisclaimerValues,
  getPortalSettings,
  getSecurityKeys,
  getStatusOrders,
} from './start-up.service.ts';

export function startUpRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);
    route(portalSettingsCall, () => getPortalSettings(deps.db));
    route(disclaimerValuesCall, () => getDisclaimerValues(deps.db));
    route(statusOrdersCall, () => getStatusOrders(deps.db));
    route(securityKeysCall, () => getSecurityKeys(deps.db));
  };
}

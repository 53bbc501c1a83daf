// The provider API's messages on work orders (decision 116): a work order's messages, a page at a time,
// and the company's message to a crew line's vendor (201). The router applies the scope and the
// Idempotency-Key rules.
import type { FastifyPluginAsync } from 'fastify';
import { listWorkOrderMessagesCall, postWorkOrderMessageCall } from '@vp/contracts';
import { providerClientOf } from '../../platform/provider/provider-api.ts';
import { listAnswer } from '../../platform/provider/resource-answers.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import {
  listProviderMessages,
  postProviderMessage,
  providerMessage,
} from './provider-order-messages.service.ts';

export function providerOrderMessagesRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);
    const { db } = deps;

    route(listWorkOrderMessagesCall, async (request) =>
      listAnswer(
        await listProviderMessages(db, request.params.externalId, request.query),
        request.query.limit,
        providerMessage,
      ),
    );
    route(postWorkOrderMessageCall, async (request) =>
      providerMessage(
        await postProviderMessage(db, request.params.externalId, providerClientOf(request), request.body),
      ),
    );
  };
}

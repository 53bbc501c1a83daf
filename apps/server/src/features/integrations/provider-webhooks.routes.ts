// The provider API's events feed and webhook subscriptions (issue 17 point 4, decision 056). Routes
// only parse and call; the feed's rules are in platform/events/read-events.ts (shared with the
// webhook dispatcher), the subscriptions' in provider-webhooks.service.ts.
import type { FastifyPluginAsync } from 'fastify';
import {
  createWebhookCall,
  deleteWebhookCall,
  EVENT_TYPES,
  getWebhookCall,
  listEventsCall,
  listWebhookDeliveriesCall,
  listWebhooksCall,
  putWebhookCall,
  redeliverWebhookCall,
  testWebhookCall,
} from '@vp/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import { decodeEventCursor, encodeEventCursor, readEventsPage } from '../../platform/events/read-events.ts';
import { decodeCursor } from '../../platform/http/list-cursor.ts';
import { etagOf, ifMatchOf } from '../../platform/provider/etag.ts';
import { providerClientOf } from '../../platform/provider/provider-api.ts';
import { answerOne, listAnswer } from '../../platform/provider/resource-answers.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  putWebhook,
  redeliver,
  sendTestMessage,
} from './webhook-subscriptions.service.ts';

/** The types of `types=a,b`; 400 naming any the catalogue does not have. */
function typesOf(text: string | undefined): string[] | undefined {
  if (text === undefined) return undefined;
  const types = [...new Set(text.split(',').map((t) => t.trim()))].filter((t) => t !== '');
  const unknown = types.filter((t) => !(EVENT_TYPES as readonly string[]).includes(t));
  if (unknown.length > 0 || types.length === 0)
    throw new AppError(
      'bad_request',
      `Invalid request: types: unknown event types: ${unknown.slice(0, 20).join(', ')}.`,
      {
        reason: 'unknown-event-types',
      },
    );
  return types;
}

export function providerWebhooksRoutes(
  deps: ProviderRouteDeps & { allowLocalHttp: boolean },
): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);
    const clientOf = (request: Parameters<typeof providerClientOf>[0]) => providerClientOf(request).clientId;

    route(listEventsCall, async (request) => {
      const { after, limit, types } = request.query;
      const page = await readEventsPage(deps.db, {
        after: decodeEventCursor(after),
        limit,
        types: typesOf(types),
      });
      return {
        items: page.events.map((e) => e.event),
        nextCursor: encodeEventCursor(page.next),
        hasMore: page.hasMore,
      };
    });

    route(createWebhookCall, async (request, reply) => {
      const webhook = await createWebhook(deps, clientOf(request), request.body);
      void reply.header('etag', etagOf(webhook.version)).header('location', `${request.url}/${webhook.id}`);
      return webhook;
    });

    route(listWebhooksCall, async (request) => {
      const { limit, cursor } = request.query;
      const rows = await listWebhooks(deps.db, clientOf(request), {
        afterId: decodeCursor(cursor),
        limit: limit + 1,
      });
      return listAnswer(rows, limit, (r) => r.webhook);
    });

    route(getWebhookCall, async (request, reply) => {
      return answerOne(reply, await getWebhook(deps.db, clientOf(request), request.params.id));
    });

    route(putWebhookCall, async (request, reply) => {
      return answerOne(
        reply,
        await putWebhook(deps, clientOf(request), request.params.id, request.body, ifMatchOf(request)),
      );
    });

    route(deleteWebhookCall, async (request, reply) => {
      await deleteWebhook(deps.db, clientOf(request), request.params.id, ifMatchOf(request));
      return reply.code(204).send();
    });

    route(listWebhookDeliveriesCall, async (request) => {
      const { limit, cursor } = request.query;
      // newest first: the cursor is the last id of the page before, and the next page is older
      const rows = await listDeliveries(deps.db, clientOf(request), request.params.id, {
        beforeId: decodeCursor(cursor),
        limit: limit + 1,
      });
      return listAnswer(rows, limit, (delivery) => delivery);
    });

    route(redeliverWebhookCall, async (request) =>
      redeliver(deps.db, clientOf(request), request.params.id, request.params.deliveryId),
    );

    route(testWebhookCall, async (request) => sendTestMessage(deps.db, clientOf(request), request.params.id));
  };
}

// The provider API's work orders (issue 17 point 2, decision 051): clients, stores, work orders with
// their crew lines (and their bulk upsert) and IVR check-ins, each by the company's external id (every
// check-in listed, and a flagged one marked reviewed by the portal's id: decision 123). PUT
// answers 201 when it created the resource and 200 when it replaced it, with the ETag; GET one carries
// the ETag; lists page by cursor and updated_since. Routes only parse and call; the rules are in the
// services.
import type { FastifyPluginAsync } from 'fastify';
import {
  bulkWorkOrdersCall,
  getCheckInCall,
  getClientCall,
  getStoreCall,
  getWorkOrderCall,
  listCheckInsCall,
  listClientsCall,
  listStoresCall,
  listWorkOrdersCall,
  putCheckInCall,
  reviewCheckInCall,
  putClientCall,
  putStoreCall,
  putWorkOrderCall,
  type ProviderListQuery,
} from '@vp/contracts';
import type { FastifyReply } from 'fastify';
import { ifMatchOf } from '../../platform/provider/etag.ts';
import { providerClientOf } from '../../platform/provider/provider-api.ts';
import {
  answerOne,
  answerPut,
  listAnswer,
  listWindow,
  type ListWindow,
} from '../../platform/provider/resource-answers.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import { getCheckIn, listCheckIns, putCheckIn, reviewProviderCheckIn } from './provider-check-ins.service.ts';
import {
  getClient,
  getStore,
  listClients,
  listStores,
  putClient,
  putStore,
} from './provider-clients-stores.service.ts';
import { bulkUpsertWorkOrders } from './provider-work-orders-bulk.ts';
import { getWorkOrder, listWorkOrders, putWorkOrder } from './provider-work-orders.service.ts';
import type { PutResult } from './provider-work-orders-shared.ts';

/** 1,000 work orders with their scope texts and crew lines; a larger body is 413. */
const BULK_BODY_LIMIT = 32 * 1024 * 1024;

/** A PUT's answer: 201 or 200 with the resource's ETag. */
const answered = <T extends { version: number }>(reply: FastifyReply, result: PutResult<T>): T =>
  answerPut(reply, result.created, result.resource);

/** Reads `limit + 1` rows of the list and cuts the page. */
async function page<T>(
  query: ProviderListQuery,
  read: (page: ListWindow) => Promise<{ id: number; item: T }[]>,
): Promise<{ items: T[]; nextCursor: string | null }> {
  return listAnswer(await read(listWindow(query)), query.limit, (r) => r.item);
}

export function providerWorkOrdersRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);
    const { db } = deps;

    route(putClientCall, async (request, reply) =>
      answered(reply, await putClient(db, request.params.externalId, request.body, ifMatchOf(request))),
    );
    route(getClientCall, async (request, reply) =>
      answerOne(reply, await getClient(db, request.params.externalId)),
    );
    route(listClientsCall, (request) => page(request.query, (p) => listClients(db, p)));

    route(putStoreCall, async (request, reply) =>
      answered(reply, await putStore(db, request.params.externalId, request.body, ifMatchOf(request))),
    );
    route(getStoreCall, async (request, reply) =>
      answerOne(reply, await getStore(db, request.params.externalId)),
    );
    route(listStoresCall, (request) => page(request.query, (p) => listStores(db, p)));

    route(bulkWorkOrdersCall, (request) => bulkUpsertWorkOrders(db, request.body.items), {
      bodyLimit: BULK_BODY_LIMIT,
    });
    route(putWorkOrderCall, async (request, reply) =>
      answered(reply, await putWorkOrder(db, request.params.externalId, request.body, ifMatchOf(request))),
    );
    route(getWorkOrderCall, async (request, reply) =>
      answerOne(reply, await getWorkOrder(db, request.params.externalId)),
    );
    route(listWorkOrdersCall, (request) => page(request.query, (p) => listWorkOrders(db, p)));

    route(putCheckInCall, async (request, reply) =>
      answered(reply, await putCheckIn(db, request.params.externalId, request.body, ifMatchOf(request))),
    );
    route(getCheckInCall, async (request, reply) =>
      answerOne(reply, await getCheckIn(db, request.params.externalId)),
    );
    route(reviewCheckInCall, async (request, reply) =>
      answerOne(
        reply,
        await reviewProviderCheckIn(db, request.params.checkInId, providerClientOf(request).name, new Date()),
      ),
    );
    route(listCheckInsCall, (request) =>
      page(request.query, (p) => listCheckIns(db, p, request.query.source)),
    );
  };
}

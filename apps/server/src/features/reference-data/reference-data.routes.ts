// The reference-data calls of SPEC section 7 (company profile): states, cities, and the lookup by ZIP,
// registered from their contracts (issue 16). Every call needs a session. The answers change only
// with a migration, so browsers may keep them an hour.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { getByZipCall, getCitiesByStateCall, getCitiesCall, getStatesCall } from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { makeReferenceDataService } from './reference-data.service.ts';

const CACHE_CONTROL = 'private, max-age=3600';

const cacheable = (reply: FastifyReply) => reply.header('cache-control', CACHE_CONTROL);

/**
 * Sends JSON serialized ahead of time. Fastify sends a string with a JSON content type as it is,
 * skipping the route's serializer, so the caller vouches that the string meets the route's schema.
 */
const sendPrebuiltJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json);

export function referenceDataRoutes(deps: { db: Db }) {
  return async (app: FastifyInstance) => {
    const service = makeReferenceDataService(deps.db);
    const route = callRouter(app);

    route(getStatesCall, async (_request, reply) => {
      const body = await service.getStates();
      cacheable(reply);
      return body;
    });

    route(getCitiesCall, async (_request, reply) => {
      const json = await service.getCitiesJson();
      cacheable(reply);
      // ~30k cities: serialized once per process; the service checked the string against getCitiesResponse
      return sendPrebuiltJson(reply, json);
    });

    route(getCitiesByStateCall, async (request, reply) => {
      const body = await service.getCitiesOfState(request.params.state);
      cacheable(reply);
      return body;
    });

    route(getByZipCall, async (request, reply) => {
      const body = await service.getByZip(request.params.zip);
      cacheable(reply);
      return body;
    });
  };
}

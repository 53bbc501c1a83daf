// The provider API's announcement rounds (issue 17 point 2, decision 055): PUT creates and e-mails a
// round (201; the same request again 200), GET reads one with each vendor's answer, and the list pages
// by cursor and updated_since. Routes only parse and call; the rules are in the service. They live in
// this feature, beside the admin CLI's rounds, because they share its round maker.
import type { FastifyPluginAsync } from 'fastify';
import {
  getAnnouncementRoundCall,
  listAnnouncementRoundsCall,
  putAnnouncementRoundCall,
} from '@vp/contracts';
import { ifMatchOf } from '../../platform/provider/etag.ts';
import { providerClientOf } from '../../platform/provider/provider-api.ts';
import { answerOne, answerPut, listAnswer, listWindow } from '../../platform/provider/resource-answers.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import type { AnnouncementRoundDeps } from './announce-round.ts';
import {
  getAnnouncementRound,
  listAnnouncementRounds,
  putAnnouncementRound,
} from './provider-announcement-rounds.service.ts';

export function providerAnnouncementRoundsRoutes(
  deps: ProviderRouteDeps & Pick<AnnouncementRoundDeps, 'config'>,
): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(putAnnouncementRoundCall, async (request, reply) => {
      const { created, round } = await putAnnouncementRound(deps, request.params.externalId, request.body, {
        expectedVersion: ifMatchOf(request),
        createdBy: `provider-api:${providerClientOf(request).clientId}`,
      });
      return answerPut(reply, created, round);
    });

    route(getAnnouncementRoundCall, async (request, reply) => {
      return answerOne(reply, await getAnnouncementRound(deps.db, request.params.externalId));
    });

    route(listAnnouncementRoundsCall, async (request) => {
      const rows = await listAnnouncementRounds(deps.db, listWindow(request.query));
      return listAnswer(rows, request.query.limit, (r) => r.round);
    });
  };
}

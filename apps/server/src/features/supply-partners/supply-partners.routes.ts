// The Supply Partners calls (SPEC sections 2 and 7): the page data, link tracking and document
// downloads need a session; logos are public (an <img> sends no bearer token, and logos are no secret).
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createSupplyPartnerLinkTrackingPath,
  createSupplyPartnerLinkTrackingRequest,
  createSupplyPartnerLinkTrackingResponse,
  downloadSupplyPartnerDocumentPathPattern,
  getSupplyPartnersPath,
  getSupplyPartnersResponse,
  supplyPartnerLogoPathPattern,
} from '@vp/contracts';
import { sessionOf } from '../../platform/http/session.ts';
import { attachmentDisposition } from '../../platform/blobs/content-disposition.ts';
import {
  getSupplyPartners,
  openPartnerDocument,
  openPartnerLogo,
  trackPartnerLink,
  type SupplyPartnersDeps,
} from './supply-partners.service.ts';

const nameParam = z.object({ name: z.string().max(200) });
const logoParam = z.object({ fileName: z.string().max(200) });

export function supplyPartnersRoutes(
  deps: SupplyPartnersDeps & { requireSession: preHandlerAsyncHookHandler },
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.requireSession;

    r.get(
      getSupplyPartnersPath,
      { preHandler, schema: { response: { 200: getSupplyPartnersResponse } } },
      () => getSupplyPartners(deps.db),
    );

    r.post(
      createSupplyPartnerLinkTrackingPath,
      {
        preHandler,
        schema: {
          body: createSupplyPartnerLinkTrackingRequest,
          response: { 200: createSupplyPartnerLinkTrackingResponse },
        },
      },
      (request) => trackPartnerLink(deps.db, sessionOf(request), request.body.url),
    );

    r.get(
      downloadSupplyPartnerDocumentPathPattern,
      { preHandler, schema: { params: nameParam } },
      async (request, reply) => {
        const file = await openPartnerDocument(deps, request.params.name);
        return reply
          .type(file.contentType)
          .header('content-disposition', attachmentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );

    r.get(supplyPartnerLogoPathPattern, { schema: { params: logoParam } }, async (request, reply) => {
      const logo = await openPartnerLogo(deps, request.params.fileName);
      return (
        reply
          .type(logo.contentType)
          // an SVG opened on its own must not run script
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('cache-control', 'public, max-age=3600')
          .send(logo.body)
      );
    });
  };
}

// The Supply Partners calls (SPEC sections 2 and 7), each registered from its contract (issue 16): the
// page data, link tracking and document downloads need a session; logos are public (an <img> sends no
// bearer token, and logos are no secret), so their contract says allow.public.
import type { FastifyInstance } from 'fastify';
import {
  createSupplyPartnerLinkTrackingCall,
  downloadSupplyPartnerDocumentCall,
  getSupplyPartnersCall,
  supplyPartnerLogoCall,
} from '@vp/contracts';
import { attachmentDisposition } from '../../platform/blobs/content-disposition.ts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import {
  getSupplyPartners,
  openPartnerDocument,
  openPartnerLogo,
  trackPartnerLink,
  type SupplyPartnersDeps,
} from './supply-partners.service.ts';

export function supplyPartnersRoutes(deps: SupplyPartnersDeps) {
  return async (app: FastifyInstance) => {
    const route = callRouter(app);

    route(getSupplyPartnersCall, () => getSupplyPartners(deps.db));

    route(createSupplyPartnerLinkTrackingCall, (request) =>
      trackPartnerLink(deps.db, sessionOf(request), request.body.url),
    );

    route(downloadSupplyPartnerDocumentCall, async (request, reply) => {
      const file = await openPartnerDocument(deps, request.params.name);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    });

    route(supplyPartnerLogoCall, async (request, reply) => {
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

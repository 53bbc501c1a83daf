// GET /provider/v1/vendors: the vendors by id, a page at a time (needs vendors:read). The cursor is
// the last id of the page before, so that pages stay stable while vendors are added.
import type { FastifyPluginAsync } from 'fastify';
import { providerVendorsCall } from '@vp/contracts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';

export function providerVendorsRoutes(deps: ProviderRouteDeps): FastifyPluginAsync {
  return async (app) => {
    providerRouter(app, deps)(providerVendorsCall, async (request) => {
      const { limit, cursor } = request.query;
      let query = deps.db
        .selectFrom('vendors')
        .select(['id', 'vendor_num', 'company', 'contact_email'])
        .orderBy('id')
        .limit(limit + 1);
      if (cursor !== undefined) query = query.where('id', '>', cursor);
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      return {
        items: page.map((r) => ({
          id: r.id,
          vendorNum: r.vendor_num,
          company: r.company,
          contactEmail: r.contact_email,
        })),
        nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      };
    });
  };
}

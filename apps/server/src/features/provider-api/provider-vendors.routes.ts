// GET /provider/v1/vendors: the vendors by id, a page at a time (needs vendors:read). The cursor is
// the last id of the page before, so that pages stay stable while vendors are added.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  providerVendorsPath,
  providerVendorsQuerySchema,
  providerVendorsResponseSchema,
  type ProviderVendorsResponse,
} from '@vp/contracts';
import type { Db } from '../../platform/db/database.ts';
import { underProvider } from '../../platform/provider/provider-api.ts';

export function providerVendorsRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      underProvider(providerVendorsPath),
      {
        config: { providerScope: 'vendors:read' },
        schema: {
          hide: true,
          querystring: providerVendorsQuerySchema,
          response: { 200: providerVendorsResponseSchema },
        },
      },
      async (request): Promise<ProviderVendorsResponse> => {
        const { limit, cursor } = request.query;
        let query = db
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
      },
    );
  };
}

// The provider API's invoices and QuickPay (issue 17 point 2, decision 052): PUT, GET one, the list and
// the bulk call of invoices; the QuickPay requests' list and decision; the vendors' automatic QuickPay
// states. Routes only parse and call; the rules are in the service. They live in this feature because
// they write the rows the vendor's invoice and QuickPay calls read and share its QuickPay rules.
import type { FastifyPluginAsync } from 'fastify';
import {
  bulkProviderInvoicesCall,
  decideQuickPayCall,
  getProviderInvoiceCall,
  listAutomaticQuickPayCall,
  listProviderInvoicesCall,
  listQuickPayRequestsCall,
  providerInvoiceBulkItemSchema,
  putProviderInvoiceCall,
} from '@vp/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import { runBulk } from '../../platform/provider/bulk.ts';
import { decodeCursor, pageOf } from '../../platform/http/list-cursor.ts';
import { etagOf, ifMatchOf } from '../../platform/provider/etag.ts';
import { providerRouter, type ProviderRouteDeps } from '../../platform/provider/provider-route.ts';
import {
  decideQuickPay,
  getProviderInvoice,
  listAutomaticQuickPay,
  listProviderInvoices,
  listQuickPayRequests,
  putProviderInvoice,
  type ProviderInvoiceDeps,
} from './provider-invoices.service.ts';

const pageQuery = (query: {
  limit: number;
  cursor?: string | undefined;
  updated_since?: string | undefined;
}) => ({
  afterId: decodeCursor(query.cursor),
  updatedSince: query.updated_since === undefined ? undefined : new Date(query.updated_since),
  limit: query.limit + 1,
});

export function providerInvoicesRoutes(deps: ProviderRouteDeps & ProviderInvoiceDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(putProviderInvoiceCall, async (request, reply) => {
      const { created, invoice } = await putProviderInvoice(deps, request.params.externalId, request.body, {
        expectedVersion: ifMatchOf(request),
      });
      void reply.code(created ? 201 : 200).header('etag', etagOf(invoice.version));
      return invoice;
    });

    route(getProviderInvoiceCall, async (request, reply) => {
      const invoice = await getProviderInvoice(deps.db, request.params.externalId);
      void reply.header('etag', etagOf(invoice.version));
      return invoice;
    });

    route(listProviderInvoicesCall, async (request) => {
      const { limit, vendor } = request.query;
      const rows = await listProviderInvoices(deps.db, { ...pageQuery(request.query), vendor });
      const page = pageOf(rows, limit, (r) => r.id);
      return { items: page.items.map((r) => r.invoice), nextCursor: page.nextCursor };
    });

    route(bulkProviderInvoicesCall, async (request) =>
      runBulk(request.body.items, providerInvoiceBulkItemSchema, async ({ externalId, ...body }) => {
        const { created, invoice } = await putProviderInvoice(deps, externalId, body, {
          expectedVersion: undefined,
        });
        return { externalId, status: created ? 'created' : 'updated', version: invoice.version };
      }),
    );

    route(listQuickPayRequestsCall, async (request) => {
      const { limit, vendor, state } = request.query;
      const rows = await listQuickPayRequests(deps.db, { ...pageQuery(request.query), vendor, state });
      const page = pageOf(rows, limit, (r) => r.id);
      return { items: page.items.map((r) => r.request), nextCursor: page.nextCursor };
    });

    route(decideQuickPayCall, async (request, reply) => {
      const expectedVersion = ifMatchOf(request);
      if (expectedVersion === undefined)
        throw new AppError(
          'bad_request',
          'If-Match is required: send the ETag of the QuickPay request (or its invoice) as read.',
          { reason: 'if-match-required' },
        );
      const decided = await decideQuickPay(deps, request.params.externalId, request.body, expectedVersion);
      void reply.header('etag', etagOf(decided.version));
      return decided;
    });

    route(listAutomaticQuickPayCall, async (request) => {
      const { limit, vendor } = request.query;
      const rows = await listAutomaticQuickPay(deps.db, { ...pageQuery(request.query), vendor });
      const page = pageOf(rows, limit, (r) => r.id);
      return { items: page.items.map((r) => r.state), nextCursor: page.nextCursor };
    });
  };
}

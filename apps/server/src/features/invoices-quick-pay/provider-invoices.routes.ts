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
import { ifMatchOf } from '../../platform/provider/etag.ts';
import { answerOne, answerPut, listAnswer, listWindow } from '../../platform/provider/resource-answers.ts';
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

export function providerInvoicesRoutes(deps: ProviderRouteDeps & ProviderInvoiceDeps): FastifyPluginAsync {
  return async (app) => {
    const route = providerRouter(app, deps);

    route(putProviderInvoiceCall, async (request, reply) => {
      const { created, invoice } = await putProviderInvoice(deps, request.params.externalId, request.body, {
        expectedVersion: ifMatchOf(request),
      });
      return answerPut(reply, created, invoice);
    });

    route(getProviderInvoiceCall, async (request, reply) => {
      return answerOne(reply, await getProviderInvoice(deps.db, request.params.externalId));
    });

    route(listProviderInvoicesCall, async (request) => {
      const { vendor } = request.query;
      const rows = await listProviderInvoices(deps.db, { ...listWindow(request.query), vendor });
      return listAnswer(rows, request.query.limit, (r) => r.invoice);
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
      const { vendor, state } = request.query;
      const rows = await listQuickPayRequests(deps.db, { ...listWindow(request.query), vendor, state });
      return listAnswer(rows, request.query.limit, (r) => r.request);
    });

    route(decideQuickPayCall, async (request, reply) => {
      const expectedVersion = ifMatchOf(request);
      if (expectedVersion === undefined)
        throw new AppError(
          'bad_request',
          'If-Match is required: send the ETag of the QuickPay request (or its invoice) as read.',
          { reason: 'if-match-required' },
        );
      return answerOne(
        reply,
        await decideQuickPay(deps, request.params.externalId, request.body, expectedVersion),
      );
    });

    route(listAutomaticQuickPayCall, async (request) => {
      const { vendor } = request.query;
      const rows = await listAutomaticQuickPay(deps.db, { ...listWindow(request.query), vendor });
      return listAnswer(rows, request.query.limit, (r) => r.state);
    });
  };
}

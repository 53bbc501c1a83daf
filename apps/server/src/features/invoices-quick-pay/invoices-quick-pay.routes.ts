// The invoice and QuickPay calls of SPEC section 7, under /api with the spec's paths and spellings.
// Routes parse and call; the services hold the rules.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  automaticQuickPaySettingsPath,
  defaultQuickPayPath,
  defaultQuickPayState,
  invoiceDetailsParams,
  invoiceDetailsPath,
  invoiceDetailsResponse,
  invoiceStatusesPath,
  invoiceStatusesResponse,
  manualQuickPaySettingsPath,
  optQuickPayPath,
  optQuickPayRequest,
  optQuickPayResponse,
  quickPaySettingsResponse,
  searchInvoicesPath,
  searchInvoicesRequest,
  unpaidInvoicesPath,
  unpaidInvoicesRequest,
  updateInvoiceQuickPayPath,
  updateInvoiceQuickPayRequest,
  updateInvoiceQuickPayResponse,
  vendorInvoicesResponse,
} from '@vp/contracts';
import { sessionOf } from '../../platform/http/session.ts';
import { invoiceDetails, invoiceStatuses, searchInvoices } from './invoices.service.ts';
import {
  defaultQuickPay,
  optQuickPay,
  quickPaySettings,
  unpaidInvoices,
  updateInvoiceQuickPay,
  type QuickPayDeps,
} from './quick-pay.service.ts';

export function invoicesQuickPayRoutes(deps: QuickPayDeps & { requireSession: preHandlerAsyncHookHandler }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = deps.requireSession;
    const { db } = deps;

    r.get(
      invoiceStatusesPath,
      { preHandler, schema: { response: { 200: invoiceStatusesResponse } } },
      async () => invoiceStatuses(db),
    );

    r.post(
      searchInvoicesPath,
      { preHandler, schema: { body: searchInvoicesRequest, response: { 200: vendorInvoicesResponse } } },
      async (request) => searchInvoices(db, sessionOf(request).vendorId, request.body),
    );

    r.get(
      invoiceDetailsPath,
      { preHandler, schema: { params: invoiceDetailsParams, response: { 200: invoiceDetailsResponse } } },
      async (request) => invoiceDetails(db, sessionOf(request).vendorId, request.params.id),
    );

    r.post(
      unpaidInvoicesPath,
      { preHandler, schema: { body: unpaidInvoicesRequest, response: { 200: vendorInvoicesResponse } } },
      async (request) => unpaidInvoices(db, sessionOf(request).vendorId, request.body),
    );

    r.get(
      automaticQuickPaySettingsPath,
      { preHandler, schema: { response: { 200: quickPaySettingsResponse } } },
      async (request) => quickPaySettings(db, sessionOf(request).vendorId, 'automatic'),
    );

    r.get(
      manualQuickPaySettingsPath,
      { preHandler, schema: { response: { 200: quickPaySettingsResponse } } },
      async (request) => quickPaySettings(db, sessionOf(request).vendorId, 'manual'),
    );

    r.get(
      defaultQuickPayPath,
      { preHandler, schema: { response: { 200: defaultQuickPayState } } },
      async (request) => defaultQuickPay(db, sessionOf(request).vendorId),
    );

    r.post(
      optQuickPayPath,
      { preHandler, schema: { body: optQuickPayRequest, response: { 200: optQuickPayResponse } } },
      async (request) => optQuickPay(deps, sessionOf(request), request.body),
    );

    r.post(
      updateInvoiceQuickPayPath,
      {
        preHandler,
        schema: { body: updateInvoiceQuickPayRequest, response: { 200: updateInvoiceQuickPayResponse } },
      },
      async (request) => updateInvoiceQuickPay(deps, sessionOf(request), request.body),
    );
  };
}

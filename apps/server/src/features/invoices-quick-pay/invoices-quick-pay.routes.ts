// The invoice and QuickPay calls of SPEC section 7, each registered from its contract (issue 16).
// Routes parse and call; the services hold the rules.
import type { FastifyInstance } from 'fastify';
import {
  automaticQuickPaySettingsCall,
  defaultQuickPayCall,
  invoiceDetailsCall,
  invoiceStatusesCall,
  invoicesSummaryCall,
  manualQuickPaySettingsCall,
  optQuickPayCall,
  quickPaySummaryCall,
  searchInvoicesCall,
  unpaidInvoicesCall,
  updateInvoiceQuickPayCall,
} from '@vp/contracts';
import { callRouter } from '../../platform/http/route-call.ts';
import { sessionOf } from '../../platform/http/session.ts';
import { invoicesSummary, quickPaySummary } from './invoices-summary.service.ts';
import { invoiceDetails, invoiceStatuses, searchInvoices } from './invoices.service.ts';
import {
  defaultQuickPay,
  optQuickPay,
  quickPaySettings,
  unpaidInvoices,
  updateInvoiceQuickPay,
  type QuickPayDeps,
} from './quick-pay.service.ts';

export function invoicesQuickPayRoutes(deps: QuickPayDeps) {
  return async (app: FastifyInstance) => {
    const { db } = deps;
    const route = callRouter(app);
    const vendorOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).vendorId;

    route(invoiceStatusesCall, async () => invoiceStatuses(db));
    // the dashboard's money tiles (decision 111)
    route(invoicesSummaryCall, (request) =>
      invoicesSummary(db, vendorOf(request), request.query.timezone, deps.now()),
    );
    route(quickPaySummaryCall, (request) => quickPaySummary(db, vendorOf(request), deps.now()));
    route(searchInvoicesCall, async (request) => searchInvoices(db, vendorOf(request), request.body));
    route(invoiceDetailsCall, async (request) => invoiceDetails(db, vendorOf(request), request.params.id));
    route(unpaidInvoicesCall, async (request) => unpaidInvoices(db, vendorOf(request), request.body));
    route(automaticQuickPaySettingsCall, async (request) =>
      quickPaySettings(db, vendorOf(request), 'automatic'),
    );
    route(manualQuickPaySettingsCall, async (request) => quickPaySettings(db, vendorOf(request), 'manual'));
    route(defaultQuickPayCall, async (request) => defaultQuickPay(db, vendorOf(request)));
    route(optQuickPayCall, async (request) => optQuickPay(deps, sessionOf(request), request.body));
    route(updateInvoiceQuickPayCall, async (request) =>
      updateInvoiceQuickPay(deps, sessionOf(request), request.body),
    );
  };
}

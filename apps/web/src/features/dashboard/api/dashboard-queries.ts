// The dashboard's calls (issue 40 point 6, decision 111): one per capability, each made only by a user
// whose roles allow it (the page asks useMay first); "today" in the browser's time zone.
import { useQuery } from '@tanstack/react-query';
import {
  documentsSummaryCall,
  getComplianceSummaryCall,
  invoicesSummaryCall,
  quickPaySummaryCall,
  workOrdersSummaryCall,
} from '@vp/contracts';
import { browserTimeZone } from '../../../lib/browser-time-zone.ts';
import { callQuery } from '../../../lib/call.ts';

export const useWorkOrdersSummary = () =>
  useQuery(callQuery(workOrdersSummaryCall, { query: { timezone: browserTimeZone() } }));

export const useDocumentsSummary = () =>
  useQuery(callQuery(documentsSummaryCall, { query: { timezone: browserTimeZone() } }));

export const useInvoicesSummary = () =>
  useQuery(callQuery(invoicesSummaryCall, { query: { timezone: browserTimeZone() } }));

export const useQuickPaySummary = () => useQuery(callQuery(quickPaySummaryCall));

export const useComplianceSummary = () => useQuery(callQuery(getComplianceSummaryCall));

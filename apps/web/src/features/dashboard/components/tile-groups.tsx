// The dashboard's tiles, a group per call (decision 111): each group makes its own call and draws its
// tiles into the page's one grid, so a tile of another capability (compliance, decision 112) is one
// more group in TILE_GROUPS with its own call, and nothing else moves.
import type { ComponentType } from 'react';
import {
  DEFAULT_WO_HISTORY_MONTH_LIMIT,
  documentsSummaryCall,
  getComplianceSummaryCall,
  invoicesSummaryCall,
  quickPaySummaryCall,
  unpaidInvoicesCall,
  unreadOrderMessagesCall,
  workOrdersSummaryCall,
  type Access,
} from '@vp/contracts';
import { browserToday } from '../../../lib/browser-time-zone.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import {
  COMPLIANCE_PATH,
  INVOICE_LIST_PATH,
  QUICK_PAY_LIST_PATH,
  SCHEDULING_LIST_PATH,
  WORK_ORDER_LIST_PATH,
  workOrderDetailsHref,
} from '../../../lib/paths.ts';
import { useUnreadMessages } from '../../../components/order-messages/unread-messages.ts';
import { useMay, usePortalSettings } from '../../../lib/start-up-data.tsx';
import {
  useComplianceSummary,
  useDocumentsSummary,
  useInvoicesSummary,
  useQuickPaySummary,
  useWorkOrdersSummary,
} from '../api/dashboard-queries.ts';
import { DashboardTile } from './dashboard-tile.tsx';
import { workOrderTileHref } from './tile-links.ts';

/** The link of a work-order tile, once IT's history limit (the list's window) is known. */
function useWorkOrderHref() {
  const limit = usePortalSettings()?.woHistoryMonthLimit ?? String(DEFAULT_WO_HISTORY_MONTH_LIMIT);
  const today = browserToday();
  return (tile: Parameters<typeof workOrderTileHref>[0]) => workOrderTileHref(tile, today, limit);
}

function WorkOrderTiles() {
  const { data, isError } = useWorkOrdersSummary();
  const href = useWorkOrderHref();
  return (
    <>
      <DashboardTile
        label="Orders to schedule"
        count={data?.toSchedule}
        failed={isError}
        href={SCHEDULING_LIST_PATH}
      />
      <DashboardTile
        label="Visits due today"
        count={data?.dueToday}
        failed={isError}
        href={href('due-today')}
      />
      <DashboardTile label="Orders overdue" count={data?.overdue} failed={isError} href={href('overdue')} />
      <DashboardTile
        label="Unread notes from the company"
        count={data?.unreadNotes}
        failed={isError}
        href={href('unread-notes')}
      />
      <DashboardTile
        label="Dispatches not answered in time"
        count={data?.answersOverdue}
        failed={isError}
        href={href('answer-overdue')}
      />
    </>
  );
}

function DocumentTiles() {
  const { data, isError } = useDocumentsSummary();
  const href = useWorkOrderHref();
  const documents = data?.rejectedDocuments;
  return (
    <DashboardTile
      label="Documents rejected"
      count={documents}
      failed={isError}
      detail={
        data ? `on ${data.rejectedOrders} work order${data.rejectedOrders === 1 ? '' : 's'}` : undefined
      }
      href={href('rejected-documents')}
    />
  );
}

function InvoiceTiles() {
  const { data, isError } = useInvoicesSummary();
  // the List of QuickPay lists exactly the unpaid invoices; without QuickPay, the list of invoices
  const quickPayList = useMay(unpaidInvoicesCall);
  return (
    <DashboardTile
      label="Invoices unpaid"
      count={data?.unpaidCount}
      failed={isError}
      detail={data ? `${formatMoney(data.unpaidTotal)} in total` : undefined}
      href={quickPayList ? QUICK_PAY_LIST_PATH : INVOICE_LIST_PATH}
    />
  );
}

function QuickPayTiles() {
  const { data, isError } = useQuickPaySummary();
  const detail =
    data && data.availableCount > 0 && data.payDate
      ? `${formatMoney(data.amount)} paid on ${formatDate(data.payDate)} for a fee of ${formatMoney(data.fee)}`
      : data
        ? 'Nothing to bring forward now'
        : undefined;
  return (
    <DashboardTile
      label="QuickPay available now"
      count={data?.availableCount}
      failed={isError}
      detail={detail}
      href={QUICK_PAY_LIST_PATH}
    />
  );
}

function ComplianceTiles() {
  const { data, isError } = useComplianceSummary();
  const detail = data
    ? [
        `${data.missing} missing, ${data.expiring} expiring`,
        data.underReview > 0 ? `${data.underReview} under review` : null,
        data.notDispatchable > 0 ? 'not dispatchable for some work' : null,
      ]
        .filter(Boolean)
        .join('; ')
    : undefined;
  return (
    <DashboardTile
      label="Compliance expiring or missing"
      count={data ? data.missing + data.expiring : undefined}
      failed={isError}
      detail={detail}
      href={COMPLIANCE_PATH}
    />
  );
}

/** The groups in the order they are drawn, each with the call a user must be allowed to see it. */
// the company's messages not read yet (decision 116); the tile opens the order with the most (none: the list)
function MessageTiles() {
  const { data, isError } = useUnreadMessages();
  const top = data?.crewLines[0];
  const orders = data?.crewLines.length ?? 0;
  return (
    <DashboardTile
      label="Unread messages from the company"
      count={data?.total}
      failed={isError}
      detail={data && orders > 0 ? `on ${orders} work order${orders === 1 ? '' : 's'}` : undefined}
      href={top ? workOrderDetailsHref(top.ocdId, top.ordNum) : WORK_ORDER_LIST_PATH}
    />
  );
}

export const TILE_GROUPS: readonly {
  name: string;
  call: { readonly access: Access };
  Tiles: ComponentType;
}[] = [
  { name: 'work-orders', call: workOrdersSummaryCall, Tiles: WorkOrderTiles },
  { name: 'documents', call: documentsSummaryCall, Tiles: DocumentTiles },
  { name: 'messages', call: unreadOrderMessagesCall, Tiles: MessageTiles },
  { name: 'compliance', call: getComplianceSummaryCall, Tiles: ComplianceTiles },
  { name: 'invoices', call: invoicesSummaryCall, Tiles: InvoiceTiles },
  { name: 'quick-pay', call: quickPaySummaryCall, Tiles: QuickPayTiles },
];

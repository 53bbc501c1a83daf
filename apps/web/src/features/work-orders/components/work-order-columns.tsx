// The List of Work Orders grid's columns, exactly as SPEC section 2 lists them, each as wide as its
// usual content (issue 15: at 1440 px half of them were off to the right); the user may hide and
// reorder them (the grid's column chooser). Built once per page (useMemo): the grid rebuilds its
// models when the columns change.
import type { WorkOrderRow } from '@vp/contracts';
import {
  CellButton,
  CellLink,
  type ColumnLayout,
  type GridColumn,
} from '../../../components/data-grid/index.ts';
import { formatDateTime, formatMoney, timestampOf } from '../../../lib/format.ts';
import { workOrderDetailsHref } from '../../../lib/paths.ts';
import { UnreadMessagesBadge } from '../../../components/order-messages/unread-badge.tsx';
import { documentStateOf, WorkOrderStatusIcon, WorkOrderStatusText } from './work-order-status-icon.tsx';

export const WORK_DATE_COLUMN = 'workDate';

/**
 * The columns shown until the user chooses others (decision 039): the nine that fit beside the menu at
 * 1440 px, among them NTE, WO Status, Account Manager and Work Date, which were off to the right.
 * Location Name, Category, Order Type and Client PO are a click away in the column chooser.
 */
export const WORK_ORDER_DEFAULT_LAYOUT: ColumnLayout = {
  order: [],
  hidden: ['company', 'category', 'orderType', 'clientPO'],
};

/** From this window width the nine default columns fit beside the side menu. */
export const WORK_ORDER_WIDE_WINDOW = 1440;

/**
 * The default columns of a narrower window (a 1280 px laptop): the nine were 120 px wider than the
 * grid's box there, so Work Date and the documents icon were cut at its right edge (issue 38 point 5).
 * Address, the widest and one the order's page shows whole, is a click away in the chooser instead.
 */
export const WORK_ORDER_LAPTOP_LAYOUT: ColumnLayout = {
  order: [],
  hidden: [...WORK_ORDER_DEFAULT_LAYOUT.hidden, 'fullAddress'],
};

export type WorkOrderColumnsOptions = {
  /** securityKeys.mapsSearchUrl: the address is appended, URL-encoded. Without it the address is text. */
  mapsSearchUrl: string | undefined;
  onOpenAccountManager: (row: WorkOrderRow) => void;
  /** the company's messages the user has not read, by crew line (decision 116) */
  unreadMessages?: ReadonlyMap<number, number>;
};

export function mapsSearchHref(prefix: string, address: string): string {
  return `${prefix}${encodeURIComponent(address)}`;
}

export function workOrderColumns({
  mapsSearchUrl,
  onOpenAccountManager,
  unreadMessages,
}: WorkOrderColumnsOptions): GridColumn<WorkOrderRow>[] {
  return [
    {
      id: 'poNum',
      header: 'PO',
      text: (row) => row.poNum,
      width: 100,
      render: (row) => (
        <>
          {/* a new browser tab (SPEC section 2); noopener keeps the new page from reaching this one */}
          <CellLink
            href={workOrderDetailsHref(row.ocdId, row.ordNum, row.crewId)}
            target="_blank"
            rel="noopener"
          >
            {row.poNum}
          </CellLink>
          <UnreadMessagesBadge unread={unreadMessages?.get(row.ocdId)} />
        </>
      ),
    },
    { id: 'clientCode', header: 'Client', text: (row) => row.clientCode, width: 80 },
    { id: 'location', header: 'Store Number', text: (row) => row.location, width: 115 },
    { id: 'company', header: 'Location Name', text: (row) => row.company, width: 160 },
    {
      id: 'fullAddress',
      header: 'Address',
      text: (row) => row.fullAddress,
      width: 180,
      render: (row) =>
        mapsSearchUrl && row.fullAddress ? (
          <CellLink
            href={mapsSearchHref(mapsSearchUrl, row.fullAddress)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {row.fullAddress}
          </CellLink>
        ) : (
          row.fullAddress
        ),
    },
    { id: 'category', header: 'Category', text: (row) => row.category, width: 110 },
    { id: 'orderType', header: 'Order Type', text: (row) => row.orderType, width: 120 },
    {
      id: 'nte',
      header: 'NTE',
      text: (row) => formatMoney(row.nte),
      sortKey: (row) => row.nte,
      width: 95,
      align: 'right',
    },
    { id: 'orderStatus', header: 'WO Status', text: (row) => row.orderStatus, width: 110 },
    { id: 'clientPO', header: 'Client PO', text: (row) => row.clientPO, width: 100 },
    {
      id: 'acManagerName',
      header: 'Account Manager',
      text: (row) => row.acManagerName,
      width: 140,
      render: (row) =>
        row.acManagerName ? (
          <CellButton label={row.acManagerName} onClick={() => onOpenAccountManager(row)} />
        ) : null,
    },
    {
      id: WORK_DATE_COLUMN,
      header: 'Work Date',
      text: (row) => formatDateTime(row.workDate),
      sortKey: (row) => timestampOf(row.workDate),
      // "11/28/2026 03:00 PM" whole, not ending in an ellipsis
      width: 165,
    },
    {
      id: 'documents',
      header: 'Documents',
      text: (row) => documentStateOf(row).text,
      sortKey: (row) => documentStateOf(row).rank,
      width: 100,
      align: 'center',
      render: (row) => <WorkOrderStatusIcon row={row} />,
      cardRender: (row) => <WorkOrderStatusText row={row} />,
    },
  ];
}

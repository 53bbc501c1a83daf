// The List of Work Orders grid's columns, exactly as SPEC section 2 lists them. Built once per page
// (useMemo): the grid rebuilds its models when the columns change.
import Link from '@mui/material/Link';
import type { WorkOrderRow } from '@vp/contracts';
import { CellButton, type GridColumn } from '../../../components/data-grid/index.ts';
import { formatDateTime, formatMoney, timestampOf } from '../../../lib/format.ts';
import { workOrderDetailsHref } from '../../../lib/paths.ts';
import { documentStateOf, WorkOrderStatusIcon } from './work-order-status-icon.tsx';

export const WORK_DATE_COLUMN = 'workDate';

export type WorkOrderColumnsOptions = {
  /** securityKeys.mapsSearchUrl: the address is appended, URL-encoded. Without it the address is text. */
  mapsSearchUrl: string | undefined;
  onOpenAccountManager: (row: WorkOrderRow) => void;
};

export function mapsSearchHref(prefix: string, address: string): string {
  return `${prefix}${encodeURIComponent(address)}`;
}

export function workOrderColumns({
  mapsSearchUrl,
  onOpenAccountManager,
}: WorkOrderColumnsOptions): GridColumn<WorkOrderRow>[] {
  return [
    {
      id: 'poNum',
      header: 'PO',
      text: (row) => row.poNum,
      width: 120,
      render: (row) => (
        // a new browser tab (SPEC section 2); noopener keeps the new page from reaching this one
        <Link href={workOrderDetailsHref(row.ocdId, row.ordNum, row.crewId)} target="_blank" rel="noopener">
          {row.poNum}
        </Link>
      ),
    },
    { id: 'clientCode', header: 'Client', text: (row) => row.clientCode, width: 110 },
    { id: 'location', header: 'Store Number', text: (row) => row.location, width: 130 },
    { id: 'company', header: 'Location Name', text: (row) => row.company, width: 190 },
    {
      id: 'fullAddress',
      header: 'Address',
      text: (row) => row.fullAddress,
      width: 280,
      render: (row) =>
        mapsSearchUrl && row.fullAddress ? (
          <Link
            href={mapsSearchHref(mapsSearchUrl, row.fullAddress)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {row.fullAddress}
          </Link>
        ) : (
          row.fullAddress
        ),
    },
    { id: 'category', header: 'Category', text: (row) => row.category, width: 140 },
    { id: 'orderType', header: 'Order Type', text: (row) => row.orderType, width: 150 },
    {
      id: 'nte',
      header: 'NTE',
      text: (row) => formatMoney(row.nte),
      sortKey: (row) => row.nte,
      width: 110,
      align: 'right',
    },
    { id: 'orderStatus', header: 'WO Status', text: (row) => row.orderStatus, width: 130 },
    { id: 'clientPO', header: 'Client PO', text: (row) => row.clientPO, width: 120 },
    {
      id: 'acManagerName',
      header: 'Account Manager',
      text: (row) => row.acManagerName,
      width: 170,
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
      width: 180,
    },
    {
      id: 'documents',
      header: 'Documents',
      text: (row) => documentStateOf(row).text,
      sortKey: (row) => documentStateOf(row).rank,
      width: 120,
      align: 'center',
      render: (row) => <WorkOrderStatusIcon row={row} />,
    },
  ];
}

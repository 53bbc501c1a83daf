// The List of Scheduling grid's columns, exactly as SPEC section 2 lists them. Built once per page
// (useMemo): the grid rebuilds its models when the columns change.
import type { SchedulingOrder } from '@vp/contracts';
import { CellButton, CellLink, type GridColumn } from '../../../components/data-grid/index.ts';
import { formatMoney, timestampOf } from '../../../lib/format.ts';
import { cityState, formatPhone, serviceRange, telHref } from './scheduling-display.ts';

export const SERVICE_RANGE_COLUMN = 'serviceRange';

export type SchedulingColumnsOptions = {
  onOpenScheduling: (row: SchedulingOrder) => void;
  onOpenDescription: (row: SchedulingOrder) => void;
};

export function schedulingColumns({
  onOpenScheduling,
  onOpenDescription,
}: SchedulingColumnsOptions): GridColumn<SchedulingOrder>[] {
  return [
    {
      id: 'poNum',
      header: 'PO #',
      text: (row) => row.poNum,
      width: 120,
      render: (row) => <CellButton label={row.poNum} onClick={() => onOpenScheduling(row)} />,
    },
    {
      id: 'task',
      header: 'Order Type',
      text: (row) => row.task,
      width: 170,
      render: (row) => <CellButton label={row.task} onClick={() => onOpenDescription(row)} />,
    },
    {
      id: SERVICE_RANGE_COLUMN,
      header: 'Service Range',
      text: serviceRange,
      sortKey: (row) => timestampOf(row.beginService),
      width: 200,
    },
    {
      id: 'nte',
      header: 'NTE',
      text: (row) => formatMoney(row.nte),
      sortKey: (row) => row.nte,
      width: 110,
      align: 'right',
    },
    { id: 'cleintCode', header: 'Client Code', text: (row) => row.cleintCode, width: 120 },
    { id: 'loc', header: 'Store Number', text: (row) => row.loc, width: 130 },
    { id: 'cityState', header: 'City/State', text: cityState, width: 170 },
    { id: 'zipCode', header: 'Zip Code', text: (row) => row.zipCode, width: 100 },
    { id: 'address', header: 'Address', text: (row) => row.address, width: 230 },
    {
      id: 'phone',
      header: 'Phone #',
      text: (row) => formatPhone(row.phone),
      width: 140,
      render: (row) => {
        const href = telHref(row.phone);
        return href ? <CellLink href={href}>{formatPhone(row.phone)}</CellLink> : null;
      },
    },
    { id: 'status', header: 'WO Status', text: (row) => row.status, width: 130 },
  ];
}

// The List of QuickPay grid's columns: the unpaid invoices with their QuickPay figures. The invoice
// id opens the QuickPay drawer (or warns, see drawer-rules.ts).
import type { VendorInvoice } from '@vp/contracts';
import { CellButton, dayText, moneyKey, type GridColumn } from '../../../components/data-grid/index.ts';
import { formatMoney } from '../../../lib/format.ts';
import { invoiceOptionLabel } from './drawer-rules.ts';

export const RECEIVED_DATE_COLUMN = 'recievedDate';

export function quickPayColumns(
  onOpenInvoice: (invoice: VendorInvoice) => void,
): GridColumn<VendorInvoice>[] {
  return [
    {
      id: 'id',
      header: 'Invoice Id',
      text: (row) => String(row.id),
      sortKey: (row) => row.id,
      width: 110,
      render: (row) => <CellButton label={String(row.id)} onClick={() => onOpenInvoice(row)} />,
    },
    { id: 'invoiceNum', header: 'Invoice #', text: (row) => row.invoiceNum, width: 140 },
    { id: 'invoiceStatus', header: 'Status', text: (row) => row.invoiceStatus, width: 130 },
    {
      id: RECEIVED_DATE_COLUMN,
      header: 'Received Date',
      text: (row) => dayText(row.recievedDate),
      sortKey: (row) => row.recievedDate,
      width: 130,
    },
    {
      id: 'invoiceAmt',
      header: 'Invoice Amount',
      text: (row) => formatMoney(row.invoiceAmt),
      sortKey: (row) => row.invoiceAmt,
      width: 140,
      align: 'right',
    },
    {
      id: 'netPay',
      header: 'Net Pay',
      text: (row) => formatMoney(row.netPay),
      sortKey: (row) => row.netPay,
      width: 130,
      align: 'right',
    },
    {
      id: 'dueDate',
      header: 'Due Date',
      text: (row) => dayText(row.dueDate),
      sortKey: (row) => row.dueDate,
      width: 120,
    },
    { id: 'quickPay', header: 'QuickPay', text: invoiceOptionLabel, width: 250 },
    {
      id: 'qpAmount',
      header: 'QuickPay Amount',
      text: (row) => formatMoney(row.qpAmount),
      sortKey: (row) => moneyKey(row.qpAmount),
      width: 150,
      align: 'right',
    },
    {
      id: 'expectedDate',
      header: 'Expected Date',
      text: (row) => dayText(row.expectedDate),
      sortKey: (row) => row.expectedDate ?? '',
      width: 130,
    },
  ];
}

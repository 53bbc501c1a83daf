// The List of QuickPay grid's columns: the unpaid invoices with their QuickPay figures, or the
// company's decline of a request with its reason. The invoice id opens the QuickPay drawer (or warns,
// see drawer-rules.ts).
import type { VendorInvoice } from '@vp/contracts';
import { CellButton, dayColumn, moneyColumn, type GridColumn } from '../../../components/data-grid/index.ts';
import { quickPayText } from './drawer-rules.ts';

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
    dayColumn(RECEIVED_DATE_COLUMN, 'Received Date', (row) => row.recievedDate, 130),
    moneyColumn('invoiceAmt', 'Invoice Amount', (row) => row.invoiceAmt, 140),
    moneyColumn('netPay', 'Net Pay', (row) => row.netPay, 130),
    dayColumn('dueDate', 'Due Date', (row) => row.dueDate, 120),
    { id: 'quickPay', header: 'QuickPay', text: quickPayText, width: 250 },
    moneyColumn('qpAmount', 'QuickPay Amount', (row) => row.qpAmount, 150),
    dayColumn('expectedDate', 'Expected Date', (row) => row.expectedDate, 130),
  ];
}

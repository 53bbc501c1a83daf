// The List of Invoices grid's columns (SPEC section 3's invoice fields). The invoice number opens the
// Invoice drawer. Built once per page (useMemo): the grid rebuilds its models when the columns change.
import type { VendorInvoice } from '@vp/contracts';
import {
  CellButton,
  dayColumn,
  moneyColumn,
  moneyKey,
  type GridColumn,
} from '../../../components/data-grid/index.ts';
import { formatMoney } from '../../../lib/format.ts';

export const RECEIVED_DATE_COLUMN = 'recievedDate';

export function invoiceColumns(onOpenInvoice: (invoice: VendorInvoice) => void): GridColumn<VendorInvoice>[] {
  return [
    {
      id: 'invoiceNum',
      header: 'Invoice #',
      text: (row) => row.invoiceNum,
      width: 140,
      render: (row) => <CellButton label={row.invoiceNum} onClick={() => onOpenInvoice(row)} />,
    },
    { id: 'invoiceStatus', header: 'Status', text: (row) => row.invoiceStatus, width: 130 },
    { id: 'checkNo', header: 'Check #', text: (row) => row.checkNo ?? '', width: 110 },
    dayColumn(RECEIVED_DATE_COLUMN, 'Received Date', (row) => row.recievedDate, 130),
    moneyColumn('invoiceAmt', 'Invoice Amount', (row) => row.invoiceAmt, 140),
    dayColumn('releaseDate', 'Release Date', (row) => row.releaseDate, 130),
    {
      id: 'payAmt',
      header: 'Pay Amount',
      // SPEC section 3: blank while there is no check number
      text: (row) => (row.checkNo ? formatMoney(row.payAmt) : ''),
      sortKey: (row) => (row.checkNo ? moneyKey(row.payAmt) : Number.NEGATIVE_INFINITY),
      width: 130,
      align: 'right',
    },
    moneyColumn('netPay', 'Net Pay', (row) => row.netPay, 130),
    dayColumn('expectedDate', 'Expected Date', (row) => row.expectedDate, 130),
    moneyColumn('qpAmount', 'QuickPay Amount', (row) => row.qpAmount, 150),
    {
      id: 'qpPercent',
      header: 'QuickPay %',
      text: (row) => (row.qpPercent === null ? '' : `${row.qpPercent}%`),
      sortKey: (row) => row.qpPercent ?? Number.NEGATIVE_INFINITY,
      width: 120,
      align: 'right',
    },
  ];
}

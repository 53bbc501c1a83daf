// The List of Invoices grid's columns (SPEC section 3's invoice fields). The invoice number opens the
// Invoice drawer. Built once per page (useMemo): the grid rebuilds its models when the columns change.
import type { VendorInvoice } from '@vp/contracts';
import { CellButton, dayText, moneyKey, type GridColumn } from '../../../components/data-grid/index.ts';
import { formatMoney } from '../../../lib/format.ts';

export const RECEIVED_DATE_COLUMN = 'recievedDate';

// calendar days 'YYYY-MM-DD' sort as text; a blank one first
const dayKey = (value: string | null) => value ?? '';

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
    {
      id: RECEIVED_DATE_COLUMN,
      header: 'Received Date',
      text: (row) => dayText(row.recievedDate),
      sortKey: (row) => dayKey(row.recievedDate),
      width: 130,
    },
    {
      id: 'invoiceAmt',
      header: 'Invoice Amount',
      text: (row) => formatMoney(row.invoiceAmt),
      sortKey: (row) => moneyKey(row.invoiceAmt),
      width: 140,
      align: 'right',
    },
    {
      id: 'releaseDate',
      header: 'Release Date',
      text: (row) => dayText(row.releaseDate),
      sortKey: (row) => dayKey(row.releaseDate),
      width: 130,
    },
    {
      id: 'payAmt',
      header: 'Pay Amount',
      // SPEC section 3: blank while there is no check number
      text: (row) => (row.checkNo ? formatMoney(row.payAmt) : ''),
      sortKey: (row) => (row.checkNo ? moneyKey(row.payAmt) : Number.NEGATIVE_INFINITY),
      width: 130,
      align: 'right',
    },
    {
      id: 'netPay',
      header: 'Net Pay',
      text: (row) => formatMoney(row.netPay),
      sortKey: (row) => moneyKey(row.netPay),
      width: 130,
      align: 'right',
    },
    {
      id: 'expectedDate',
      header: 'Expected Date',
      text: (row) => dayText(row.expectedDate),
      sortKey: (row) => dayKey(row.expectedDate),
      width: 130,
    },
    {
      id: 'qpAmount',
      header: 'QuickPay Amount',
      text: (row) => formatMoney(row.qpAmount),
      sortKey: (row) => moneyKey(row.qpAmount),
      width: 150,
      align: 'right',
    },
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

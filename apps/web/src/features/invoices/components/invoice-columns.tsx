// The List of Invoices grid's columns (SPEC section 3's invoice fields). The invoice number opens the
// Invoice drawer. Built once per page (useMemo): the grid rebuilds its models when the columns change.
import type { VendorInvoice } from '@vp/contracts';
import {
  CellButton,
  type ColumnLayout,
  dayColumn,
  moneyColumn,
  moneyKey,
  type GridColumn,
} from '../../../components/data-grid/index.ts';
import { formatMoney } from '../../../lib/format.ts';

export const RECEIVED_DATE_COLUMN = 'recievedDate';

/** From this window width Expected Date fits beside the default columns too. */
export const INVOICE_WIDE_WINDOW = 1440;

/**
 * The columns shown until the user chooses others (issue 38 point 5): the eleven were 1,460 px wide, so
 * beside the menu at 1280 px the grid cut Net Pay mid-number. The ones a vendor reads on every
 * invoice show, as wide as their figures; Release Date and the QuickPay figures (blank unless QuickPay
 * was used; the QuickPay list shows them) are a click away in the column chooser, as the work orders'
 * (decision 039).
 */
export const INVOICE_WIDE_LAYOUT: ColumnLayout = {
  order: [],
  hidden: ['releaseDate', 'qpAmount', 'qpPercent'],
};
/** A 1280 px laptop: Expected Date too is a click away. */
export const INVOICE_LAPTOP_LAYOUT: ColumnLayout = {
  order: [],
  hidden: [...INVOICE_WIDE_LAYOUT.hidden, 'expectedDate'],
};

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

// The console's QuickPay grids: the requests (with Mark paid and Decline for those who may answer),
// the vendors' automatic opt-ins, and the fees earned per month.
import type { StaffAutomaticQuickPay, StaffQuickPayMonth, StaffQuickPayRequest } from '@vp/contracts';
import { dayColumn, moneyColumn, type GridColumn } from '../../../../components/data-grid/index.ts';
import { actionsColumn } from '../../components/row-actions.tsx';
import { countColumn } from '../../components/count-column.ts';
import { answerText, isOpen, monthText, optionText, sourceText, STATE_LABELS } from './quick-pay-texts.ts';

const amount = (text: string | null) => (text === null ? null : Number(text));
const instantDay = (iso: string | null) => (iso === null ? null : iso.slice(0, 10));
const vendorText = (row: { vendorNum: number; vendorName: string }) => `${row.vendorNum} ${row.vendorName}`;

export function requestColumns(
  onDecide: ((request: StaffQuickPayRequest, outcome: 'paid' | 'declined') => void) | null,
): GridColumn<StaffQuickPayRequest>[] {
  // the invoice # pinned, then whose it is and what QuickPay costs and pays when, then the buttons
  // pinned at the end: all in view at 1280 px, the rest scrolled to between them (decision 106)
  const columns: GridColumn<StaffQuickPayRequest>[] = [
    { id: 'invoiceNum', header: 'Invoice #', text: (row) => row.invoiceNum, width: 130, pin: 'start' },
    { id: 'vendor', header: 'Vendor', text: vendorText, width: 220 },
    moneyColumn('fee', 'Fee', (row) => amount(row.fee), 100),
    moneyColumn('amount', 'QuickPay amount', (row) => amount(row.amount), 150),
    dayColumn('payDate', 'Pay date', (row) => row.payDate, 120),
    { id: 'state', header: 'QuickPay', text: (row) => STATE_LABELS[row.state], width: 110 },
    { id: 'invoiceStatus', header: 'Invoice status', text: (row) => row.invoiceStatus, width: 130 },
    { id: 'source', header: 'Source', text: sourceText, width: 120 },
    { id: 'option', header: 'Option', text: (row) => optionText(row.percent, row.days), width: 150 },
    moneyColumn('netPay', 'Net pay', (row) => amount(row.netPay), 120),
    dayColumn('dueDate', 'Due date', (row) => row.dueDate, 120),
    dayColumn('decidedAt', 'Answered', (row) => instantDay(row.decidedAt), 120),
    { id: 'answer', header: 'Answer', text: answerText, width: 240 },
  ];
  if (onDecide)
    columns.push(
      actionsColumn(
        210,
        (row) =>
          isOpen(row)
            ? [
                {
                  label: 'Mark paid',
                  name: `Mark paid, invoice ${row.invoiceNum}`,
                  onClick: () => onDecide(row, 'paid'),
                },
                {
                  label: 'Decline',
                  name: `Decline, invoice ${row.invoiceNum}`,
                  onClick: () => onDecide(row, 'declined'),
                  danger: true,
                },
              ]
            : [],
        'end',
      ),
    );
  return columns;
}

export const REQUEST_CARD_COLUMNS = [
  'invoiceNum',
  'vendor',
  'state',
  'option',
  'fee',
  'payDate',
  'answer',
  'actions',
];

const optInState = (row: StaffAutomaticQuickPay) =>
  row.qpExclude ? 'Excluded' : row.optedIn ? 'Opted in' : 'Opted out';

export const AUTOMATIC_COLUMNS: GridColumn<StaffAutomaticQuickPay>[] = [
  { id: 'vendor', header: 'Vendor', text: vendorText, width: 240, pin: 'start' },
  { id: 'state', header: 'Automatic QuickPay', text: optInState, width: 170 },
  { id: 'option', header: 'Option', text: (row) => optionText(row.percentage, row.days), width: 160 },
  dayColumn('optInAt', 'Last opt-in', (row) => instantDay(row.optInAt), 130),
  dayColumn('optOutAt', 'Last opt-out', (row) => instantDay(row.optOutAt), 130),
  countColumn('openRequests', 'Open automatic requests', (row) => row.openRequests, 200),
];

export const AUTOMATIC_CARD_COLUMNS = ['vendor', 'state', 'option', 'optInAt', 'optOutAt', 'openRequests'];
export const MONTH_CARD_COLUMNS = ['month', 'paidRequests', 'fees', 'overnightCharges'];

export const MONTH_COLUMNS: GridColumn<StaffQuickPayMonth>[] = [
  {
    id: 'month',
    header: 'Month',
    text: (row) => monthText(row.month),
    sortKey: (row) => row.month,
    width: 170,
  },
  countColumn('paidRequests', 'Paid requests', (row) => row.paidRequests, 140),
  moneyColumn('fees', 'Fees earned', (row) => Number(row.fees), 150),
  moneyColumn('overnightCharges', 'Overnight charges', (row) => Number(row.overnightCharges), 170),
];

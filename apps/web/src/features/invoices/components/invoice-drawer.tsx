// The Invoice drawer (SPEC sections 2 and 9): 650 wide, the invoice's figures, its related-order
// lines from get-vendor-inv-detail-by-inv_seq, and the breakdown from amount to payment (issue 15).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  invoiceBreakdown,
  invoiceDetailsCall,
  usDate,
  type InvoiceDetailLine,
  type VendorInvoice,
} from '@vp/contracts';
import { AppDrawer } from '../../../components/app-drawer.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { KeyValueList } from '../../../components/key-value-list.tsx';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { callQuery } from '../../../lib/call.ts';
import { InvoiceBreakdownTable } from './invoice-breakdown-table.tsx';
import { RecordCards } from '../../../components/record-cards.tsx';
import { usePhone } from '../../../components/use-phone.ts';

export function InvoiceDrawer({ invoice, onClose }: { invoice: VendorInvoice | null; onClose: () => void }) {
  return (
    <AppDrawer open={invoice !== null} title="Invoice" width={DRAWER_WIDTH.invoice} onClose={onClose}>
      {invoice ? <InvoiceDetails invoice={invoice} /> : null}
    </AppDrawer>
  );
}

function InvoiceDetails({ invoice }: { invoice: VendorInvoice }) {
  const details = useQuery({
    ...callQuery(invoiceDetailsCall, { params: { id: String(invoice.id) } }),
    select: (answer) => answer.invoiceDetails,
    retry: false,
  });
  useEffect(() => {
    if (details.error) notifyError(details.error);
  }, [details.error]);
  const lines = details.data ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <KeyValueList
        label={`Invoice ${invoice.invoiceNum}`}
        items={[
          { label: 'Invoice #', value: invoice.invoiceNum },
          { label: 'Status', value: invoice.invoiceStatus },
          { label: 'Received Date', value: usDate(invoice.recievedDate) },
          { label: 'Invoice Amount', value: formatMoney(invoice.invoiceAmt) },
          { label: 'Check #', value: invoice.checkNo ?? '' },
          { label: 'Pay Amount', value: invoice.checkNo ? formatMoney(invoice.payAmt) : '' },
        ]}
      />
      {details.data ? (
        <>
          <Typography id="breakdown-heading" variant="h3" component="h3">
            From Invoice Amount to Payment
          </Typography>
          <InvoiceBreakdownTable
            rows={invoiceBreakdown(invoice, details.data)}
            labelledBy="breakdown-heading"
          />
        </>
      ) : null}
      <Typography id="related-orders-heading" variant="h3" component="h3">
        Related Orders
      </Typography>
      {details.isPending ? (
        <PageLoader label="Loading the related orders" />
      ) : lines.length === 0 ? (
        <EmptyState />
      ) : (
        <RelatedOrderLines lines={lines} />
      )}
    </Box>
  );
}

const LINE_FIELDS = [
  { label: 'Location Name', value: (line: InvoiceDetailLine) => line.company, wide: true },
  { label: 'PO #', value: (line: InvoiceDetailLine) => line.poNum },
  { label: 'Location Id', value: (line: InvoiceDetailLine) => line.locationId },
  { label: 'Bill Amount', value: (line: InvoiceDetailLine) => formatMoney(line.billAmt) },
  { label: 'Pay Amount', value: (line: InvoiceDetailLine) => formatMoney(line.payAmt) },
];
const lineKey = (line: InvoiceDetailLine) => `${line.poNum}-${line.locationId}`;

/**
 * The related-order lines: a table, and on a phone a card per line, whose Bill and Pay Amount are in
 * view (the table scrolled sideways there with both off-screen, issue 38 point 5).
 */
function RelatedOrderLines({ lines }: { lines: readonly InvoiceDetailLine[] }) {
  const phone = usePhone();
  return (
    // a stop of the keyboard's in the drawer's scrolling body (axe: a scrolling region holds something
    // focusable), which the table also scrolls sideways in
    <Box sx={{ overflowX: 'auto' }} role="region" aria-labelledby="related-orders-heading" tabIndex={0}>
      {phone ? (
        <RecordCards label="Related Orders" rows={lines} fields={LINE_FIELDS} rowKey={lineKey} />
      ) : (
        <Table size="small" aria-labelledby="related-orders-heading" sx={{ minWidth: 520 }}>
          <TableHead>
            <TableRow>
              <TableCell>Location Name</TableCell>
              <TableCell>PO #</TableCell>
              <TableCell>Location Id</TableCell>
              <TableCell align="right">Bill Amount</TableCell>
              <TableCell align="right">Pay Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={lineKey(line)}>
                <TableCell>{line.company}</TableCell>
                <TableCell>{line.poNum}</TableCell>
                <TableCell>{line.locationId}</TableCell>
                <TableCell align="right">{formatMoney(line.billAmt)}</TableCell>
                <TableCell align="right">{formatMoney(line.payAmt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

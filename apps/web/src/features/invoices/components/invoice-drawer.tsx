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
import { invoiceBreakdown, invoiceDetailsCall, usDate, type VendorInvoice } from '@vp/contracts';
import { AppDrawer } from '../../../components/app-drawer.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { KeyValueList } from '../../../components/key-value-list.tsx';
import { DRAWER_WIDTH } from '../../../components/layout-sizes.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { callQuery } from '../../../lib/call.ts';
import { InvoiceBreakdownTable } from './invoice-breakdown-table.tsx';

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
        // the lines scroll sideways inside their own box on a phone
        <Box sx={{ overflowX: 'auto' }} role="region" aria-labelledby="related-orders-heading" tabIndex={0}>
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
                <TableRow key={`${line.poNum}-${line.locationId}`}>
                  <TableCell>{line.company}</TableCell>
                  <TableCell>{line.poNum}</TableCell>
                  <TableCell>{line.locationId}</TableCell>
                  <TableCell align="right">{formatMoney(line.billAmt)}</TableCell>
                  <TableCell align="right">{formatMoney(line.payAmt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

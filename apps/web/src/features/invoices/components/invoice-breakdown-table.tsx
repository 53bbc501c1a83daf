// The Invoice drawer's breakdown: from the invoice amount, each deduction, to the net pay and (with
// QuickPay) the expected payment, so that no difference between two figures goes unexplained
// (issue 15). The rows come from the contracts' invoiceBreakdown; deductions show with a minus sign.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { BreakdownRow } from '@vp/contracts';
import { formatMoney } from '../../../lib/format.ts';

export function InvoiceBreakdownTable({ rows, labelledBy }: { rows: BreakdownRow[]; labelledBy: string }) {
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableBody>
        {rows.map((row) => {
          const total = row.kind !== 'deduction';
          return (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: total ? 600 : 400, pl: total ? 2 : 4 }}>
                {row.label}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: total ? 600 : 400, whiteSpace: 'nowrap' }}>
                {formatMoney(row.cents / 100)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

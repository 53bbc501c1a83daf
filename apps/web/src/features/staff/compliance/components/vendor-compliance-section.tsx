// The console vendor page's Compliance section (issue 40 point 5, decision 112): whether the vendor may
// be dispatched, a "Not dispatchable for <client>, <trade>" line for each client and trade it may not,
// and each requirement that concerns it with its state and what exactly is short.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COMPLIANCE_STATE_LABELS, type StaffVendorCompliance } from '@vp/contracts';
import { RowsTable, type RowsColumn } from '../../../../components/rows-table.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { staffFailureText } from '../../components/staff-failure-text.ts';
import { VendorSection } from '../../vendors/components/vendor-section.tsx';
import { useVendorCompliance } from '../api/compliance.ts';
import { notDispatchableText } from './not-dispatchable-text.ts';

type Row = StaffVendorCompliance['requirements'][number];
const COLUMNS: readonly RowsColumn<Row>[] = [
  { header: 'Requirement', cell: (r) => r.title },
  { header: 'State', cell: (r) => COMPLIANCE_STATE_LABELS[r.status] },
  { header: 'Held through', cell: (r) => (r.heldThrough ? formatDate(r.heldThrough) : '') },
  {
    header: 'What is short',
    wide: true,
    cell: (r) => (r.shortfalls.length ? r.shortfalls.map((s) => <div key={s}>{s}</div>) : 'Nothing'),
  },
];

export function VendorComplianceSection({ vendorId }: { vendorId: number }) {
  const compliance = useVendorCompliance(vendorId);
  return (
    <VendorSection title="Compliance">
      {compliance.isPending ? (
        <Typography color="text.secondary">Loading…</Typography>
      ) : compliance.isError ? (
        <Alert severity="error">{staffFailureText(compliance.error)}</Alert>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {compliance.data.dispatchable ? (
            <Alert severity="success">Dispatchable: every requirement is held.</Alert>
          ) : (
            <Alert severity="warning">
              {compliance.data.notDispatchable.map((b) => (
                <div key={`${b.clientId ?? ''}:${b.trade ?? ''}`}>{notDispatchableText(b)}</div>
              ))}
            </Alert>
          )}
          {compliance.data.requirements.length === 0 ? (
            <Typography color="text.secondary">No requirement concerns this vendor.</Typography>
          ) : (
            <RowsTable
              label="Compliance requirements"
              rows={compliance.data.requirements}
              columns={COLUMNS}
              rowKey={(r) => r.id}
              cardsOnPhone
            />
          )}
        </Box>
      )}
    </VendorSection>
  );
}

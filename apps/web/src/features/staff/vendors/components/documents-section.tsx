// The staff vendor page's company documents with their review state (decision 059).
import Typography from '@mui/material/Typography';
import type { StaffVendorPage } from '@vp/contracts';
import { DataGrid, type GridColumn } from '../../../../components/data-grid/index.ts';
import { formatDate } from '../../../../lib/format.ts';
import { VendorSection } from './vendor-section.tsx';

type Doc = StaffVendorPage['documents'][number];
const REVIEW_LABELS: Record<Doc['status'], string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};
const DOCUMENT_COLUMNS: readonly GridColumn<Doc>[] = [
  { id: 'fileName', header: 'File', width: 240, text: (d) => d.fileName },
  { id: 'type', header: 'Type', width: 160, text: (d) => d.typeCode },
  { id: 'status', header: 'Review', width: 140, text: (d) => REVIEW_LABELS[d.status] },
  { id: 'reason', header: 'Reason', width: 220, text: (d) => d.rejectionReason ?? '' },
  {
    id: 'uploaded',
    header: 'Uploaded',
    width: 120,
    // dates as the vendor side writes them (lib/format.ts: MM/DD/YYYY)
    text: (d) => formatDate(d.createdAt),
    sortKey: (d) => d.createdAt,
  },
];

export function DocumentsSection({ documents }: { documents: StaffVendorPage['documents'] }) {
  return (
    <VendorSection title="Company documents">
      {documents.length === 0 ? (
        <Typography color="text.secondary">No company documents.</Typography>
      ) : (
        <DataGrid
          label="Company documents"
          rows={documents}
          columns={DOCUMENT_COLUMNS}
          getRowId={(d) => String(d.id)}
          defaultPageSize={100}
          maxHeight="40vh"
          cardColumns={['fileName', 'status', 'type', 'uploaded']}
        />
      )}
    </VendorSection>
  );
}

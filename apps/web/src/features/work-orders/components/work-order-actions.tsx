// The buttons above the grid (SPEC sections 2 and 5): Email Selected POs (needs a selection),
// Download Selected POs (1 to 20 selected), Export all POs to Excel (needs rows).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PRINT_DOWNLOAD_COUNT, PRINT_DOWNLOAD_MAX, type WorkOrderRow } from '@vp/contracts';
import { useExportWorkOrdersMutation } from '../api/export-work-orders.ts';
import { useDownloadWorkOrdersMutation, useEmailWorkOrdersMutation } from '../api/print-work-orders.ts';

export type WorkOrderActionsProps = {
  rows: readonly WorkOrderRow[];
  selectedRows: readonly WorkOrderRow[];
};

export function WorkOrderActions({ rows, selectedRows }: WorkOrderActionsProps) {
  const email = useEmailWorkOrdersMutation();
  const download = useDownloadWorkOrdersMutation();
  const exportRows = useExportWorkOrdersMutation();
  const selected = selectedRows.length;
  const tooManyToDownload = selected > PRINT_DOWNLOAD_MAX;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        disabled={selected === 0}
        loading={email.isPending}
        onClick={() => email.mutate(selectedRows)}
      >
        Email Selected POs
      </Button>
      <Button
        variant="outlined"
        disabled={selected < 1 || tooManyToDownload}
        loading={download.isPending}
        onClick={() => download.mutate(selectedRows)}
        aria-describedby={tooManyToDownload ? 'download-count-hint' : undefined}
      >
        Download Selected POs
      </Button>
      <Button
        variant="outlined"
        disabled={rows.length === 0}
        loading={exportRows.isPending}
        onClick={() => exportRows.mutate(rows)}
      >
        Export all POs to Excel
      </Button>
      {tooManyToDownload ? (
        <Typography id="download-count-hint" variant="body2" color="text.secondary">
          {PRINT_DOWNLOAD_COUNT}
        </Typography>
      ) : null}
    </Box>
  );
}

// The buttons above the grid (SPEC sections 2 and 5): Email Selected POs (needs a selection),
// Download Selected POs (1 to 20 selected), Export all POs to Excel (needs rows); and, for those who
// may assign work (issue 40 point 3), Assign Technicians to the selected rows' crew lines.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  MAX_CREW_LINES_PER_ASSIGNMENT,
  PRINT_DOWNLOAD_COUNT,
  PRINT_DOWNLOAD_MAX,
  assignCrewLinesCall,
  type WorkOrderRow,
} from '@vp/contracts';
import {
  ASSIGN_TECHNICIANS_TITLE,
  AssignTechniciansDrawer,
} from '../../../components/crew-assignment/index.ts';
import { useMay } from '../../../lib/start-up-data.tsx';
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
  const mayAssign = useMay(assignCrewLinesCall);
  const [assigning, setAssigning] = useState(false);
  const tooManyToAssign = selected > MAX_CREW_LINES_PER_ASSIGNMENT;

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
      {mayAssign ? (
        <Button
          variant="outlined"
          disabled={selected === 0 || tooManyToAssign}
          onClick={() => setAssigning(true)}
          aria-describedby={tooManyToAssign ? 'assign-count-hint' : undefined}
        >
          {ASSIGN_TECHNICIANS_TITLE}
        </Button>
      ) : null}
      {tooManyToDownload ? (
        <Typography id="download-count-hint" variant="body2" color="text.secondary">
          {PRINT_DOWNLOAD_COUNT}
        </Typography>
      ) : null}
      {tooManyToAssign ? (
        <Typography id="assign-count-hint" variant="body2" color="text.secondary">
          Select at most {MAX_CREW_LINES_PER_ASSIGNMENT} orders to assign at once.
        </Typography>
      ) : null}
      <AssignTechniciansDrawer
        ocdIds={assigning ? selectedRows.map((row) => row.ocdId) : null}
        onClose={() => setAssigning(false)}
      />
    </Box>
  );
}

// Who works a crew line, on its details page (issue 40 point 3): the assigned technicians' names, and
// for those who may assign, the button that opens "Assign Technicians".
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import { assignCrewLinesCall } from '@vp/contracts';
import { useMay } from '../../lib/start-up-data.tsx';
import { AssignTechniciansDrawer } from './assign-technicians-drawer.tsx';
import { useCrewLineTechnicians } from './crew-assignment-api.ts';

export const TECHNICIANS_LABEL = 'Technicians';

export function CrewLineTechnicians({ ocdId }: { ocdId: number }) {
  const technicians = useCrewLineTechnicians(ocdId);
  const mayAssign = useMay(assignCrewLinesCall);
  const [assigning, setAssigning] = useState(false);
  const names = (technicians.data ?? []).map((t) => `${t.firstName} ${t.lastName}`.trim());
  return (
    <Box
      component="section"
      aria-label={TECHNICIANS_LABEL}
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      <EngineeringOutlined fontSize="small" color="action" aria-hidden />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {TECHNICIANS_LABEL}:
      </Typography>
      <Typography variant="body2" data-testid="crew-line-technicians">
        {technicians.isPending ? '…' : names.length > 0 ? names.join(', ') : 'No technician assigned'}
      </Typography>
      {mayAssign ? (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setAssigning(true)}
          disabled={!technicians.data}
        >
          Assign
        </Button>
      ) : null}
      <AssignTechniciansDrawer
        ocdIds={assigning ? [ocdId] : null}
        assigned={(technicians.data ?? []).map((t) => t.userId)}
        onClose={() => setAssigning(false)}
      />
    </Box>
  );
}

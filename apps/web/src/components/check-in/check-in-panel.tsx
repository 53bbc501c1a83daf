// Check in / Check out on a crew line's details page (issue 41 point 4): one large button a technician
// hits with a thumb at the store. Checking in asks the phone for a fresh position; a refusal does not stop
// it (the check-in is recorded and flagged for the company). While checked in, the panel says since when
// and where, and the button checks out with the work done and the hours.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { checkInCall, siteStateText } from '@vp/contracts';
import { useMay } from '../../lib/start-up-data.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useCheckIn, useCheckOut, useMyCheckIn } from './check-ins-api.ts';
import { CheckOutDrawer } from './check-out-drawer.tsx';

export const CHECK_IN_LABEL = 'Check-in';

const BIG = { minHeight: 56, fontSize: '1.1rem', width: { xs: '100%', sm: 'auto' }, px: 4 } as const;

export function CheckInPanel({ ocdId, ordNum }: { ocdId: number; ordNum: number }) {
  const may = useMay(checkInCall);
  const mine = useMyCheckIn(ocdId);
  const [closing, setClosing] = useState(false);
  const checkIn = useCheckIn(ocdId, ordNum);
  const checkOut = useCheckOut(ocdId, ordNum, () => setClosing(false));
  if (!may || !mine.data) return null;
  const open = mine.data.checkIn;
  return (
    <Box component="section" aria-label={CHECK_IN_LABEL} sx={{ mb: 2, display: 'grid', gap: 1 }}>
      {open ? (
        <>
          <Alert severity={open.siteState === 'on-site' ? 'success' : 'warning'}>
            <Typography variant="body2" component="span">
              Checked in since {formatDateTime(open.startDateTime)} ·{' '}
              {siteStateText(open.siteState, open.distanceMeters)}
            </Typography>
          </Alert>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<LogoutOutlined />}
            sx={BIG}
            onClick={() => setClosing(true)}
          >
            Check out
          </Button>
        </>
      ) : (
        <Button
          variant="contained"
          size="large"
          startIcon={<LoginOutlined />}
          sx={BIG}
          loading={checkIn.isPending}
          onClick={() => checkIn.mutate()}
        >
          Check in
        </Button>
      )}
      <CheckOutDrawer
        open={closing}
        saving={checkOut.isPending}
        onClose={() => setClosing(false)}
        onCheckOut={(body) => checkOut.mutate(body)}
      />
    </Box>
  );
}

// After enrolment: the 10 one-time recovery codes, shown this once; the member confirms having
// saved them before the console opens.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

export function RecoveryCodesStep({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe (a password manager, or printed). Each one signs you in once
        if you lose your phone. They are shown only now.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: { xs: 1, sm: 2 }, m: 0, pl: 4 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label="I have saved them"
      />
      <Button variant="contained" size="large" fullWidth disabled={!saved} onClick={onDone}>
        Continue
      </Button>
    </Stack>
  );
}

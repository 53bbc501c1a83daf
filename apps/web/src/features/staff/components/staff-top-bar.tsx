// The console's top bar: its name, who is signed in (name and role) and Sign out.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { STAFF_ROLE_LABELS } from '@vp/contracts';
import type { StaffMe } from '../state/staff-me.ts';

export function StaffTopBar({ me, onSignOut }: { me: StaffMe; onSignOut: () => void }) {
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
          Staff console
        </Typography>
        <Box sx={{ textAlign: 'right' }} data-testid="staff-identity">
          <Typography component="p" variant="body2" sx={{ fontWeight: 500 }}>
            {me.name || me.email}
          </Typography>
          <Typography component="p" variant="caption">
            {STAFF_ROLE_LABELS[me.role]}
          </Typography>
        </Box>
        <Button color="inherit" variant="outlined" onClick={onSignOut}>
          Sign out
        </Button>
      </Toolbar>
    </AppBar>
  );
}

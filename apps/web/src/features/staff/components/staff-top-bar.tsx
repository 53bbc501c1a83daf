// The console's top bar: the Menu button below md, where the side menu is folded (staff-frame.tsx),
// its name, who is signed in (name and role) and Sign out.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { STAFF_ROLE_LABELS } from '@vp/contracts';
import type { StaffMe } from '../state/staff-me.ts';

/** The folded menu's toggle: the menu's element id, whether it is open, and the toggle. */
export type StaffMenuToggle = { id: string; open: boolean; onToggle: () => void };

export function StaffTopBar({
  me,
  onSignOut,
  menu,
}: {
  me: StaffMe;
  onSignOut: () => void;
  menu: StaffMenuToggle;
}) {
  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Menu"
          aria-controls={menu.open ? menu.id : undefined}
          aria-expanded={menu.open}
          onClick={menu.onToggle}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
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

// The console's side menu: the sections the member's role may open (only 'Staff' so far).
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink, useLocation } from 'react-router';
import type { StaffMenuEntry } from '../state/staff-paths.ts';

export function StaffSideMenu({
  entries,
  onNavigate,
}: {
  entries: readonly StaffMenuEntry[];
  /** Called after a link is followed (the folded menu closes then). */
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Staff console">
      {entries.length === 0 ? (
        <Typography variant="body2" sx={{ p: 2 }}>
          No sections for your role yet.
        </Typography>
      ) : (
        <List>
          {entries.map((entry) => (
            <ListItem key={entry.path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={entry.path}
                selected={pathname.startsWith(entry.path)}
                onClick={onNavigate}
              >
                <ListItemText primary={entry.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </nav>
  );
}

// The side menu (SPEC section 2): logo on top, the areas and their visible sub-routes as a list of
// links in a nav landmark. Beside the page on desktop (the toggle slides it away), over the page on
// small screens.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { SIDE_MENU_WIDTH } from '../../components/layout-sizes.ts';
import type { MenuEntry } from '../routes/menu.ts';

export type SideMenuProps = {
  id: string;
  entries: MenuEntry[];
  variant: 'persistent' | 'temporary';
  open: boolean;
  onClose: () => void;
  /** Called after a link is followed (the overlay closes then). */
  onNavigate?: (() => void) | undefined;
};

function areaOf(path: string): string {
  return path.split('/')[1] ?? '';
}

export function SideMenu({ id, entries, variant, open, onClose, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const currentArea = areaOf(pathname);
  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      // Over the page (phones) the menu is drawn only while open: kept in the DOM closed, its thirty-odd
      // list parts were a fifth of a phone's first render, and its slide measured the whole page
      // (Lighthouse's Total Blocking Time, decision 070). The toggle says aria-expanded="false" then,
      // which is when an aria-controls may name an element not in the page (WAI-ARIA 1.2, axe).
      ModalProps={{ keepMounted: false }}
      sx={(theme) => ({
        width: variant === 'persistent' && open ? SIDE_MENU_WIDTH : 0,
        flexShrink: 0,
        transition: theme.transitions.create('width', {
          easing: theme.transitions.easing.sharp,
          duration: open
            ? theme.transitions.duration.enteringScreen
            : theme.transitions.duration.leavingScreen,
        }),
      })}
      slotProps={{
        paper: {
          // over the page the paper is a modal dialog and needs a name; beside it, it is a plain box
          ...(variant === 'temporary' ? { 'aria-label': 'Menu' } : {}),
          sx: { width: SIDE_MENU_WIDTH, boxSizing: 'border-box' },
        },
      }}
    >
      <Toolbar sx={{ gap: 1, px: 2 }}>
        <Logo size={4} alt="" />
        <Typography
          component="span"
          variant="subtitle1"
          sx={{ fontWeight: 'fontWeightMedium', color: 'primary.main' }}
        >
          Vendor Portal
        </Typography>
      </Toolbar>
      <Divider />
      <Box component="nav" id={id} aria-label="Main menu" sx={{ overflowY: 'auto' }}>
        <List disablePadding>
          {entries.map((entry) => {
            const Icon = entry.icon;
            const inArea = areaOf(entry.to) === currentArea;
            return (
              <ListItem key={entry.to} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  // a plain link: only the sub-route link carries aria-current="page"
                  component={Link}
                  to={entry.to}
                  selected={inArea}
                  onClick={onNavigate}
                >
                  <ListItemIcon sx={{ color: inArea ? 'primary.main' : 'text.secondary' }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={entry.label} />
                </ListItemButton>
                {entry.children.length > 0 ? (
                  <List disablePadding dense>
                    {entry.children.map((child) => (
                      <ListItem key={child.to} disablePadding>
                        <ListItemButton component={NavLink} to={child.to} sx={{ pl: 7 }} onClick={onNavigate}>
                          <ListItemText primary={child.label} />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                ) : null}
              </ListItem>
            );
          })}
        </List>
      </Box>
    </Drawer>
  );
}

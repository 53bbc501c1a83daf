import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { Logo } from '../../components/logo.tsx';
import { SIDE_MENU_WIDTH } from '../../components/layout-sizes.ts';
import { useStartUpData } from '../../lib/start-up-data.tsx';

export type TopBarProps = {
  menuId: string;
  menuOpen: boolean;
  /** The menu sits beside the page (desktop, open): the bar starts after it. */
  besideMenu: boolean;
  compact: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
};

export function TopBar({ menuId, menuOpen, besideMenu, compact, onToggleMenu, onLogout }: TopBarProps) {
  const user = useStartUpData()?.user;
  return (
    <AppBar
      position="fixed"
      elevation={1}
      sx={(theme) => ({
        width: besideMenu ? `calc(100% - ${SIDE_MENU_WIDTH}px)` : '100%',
        ml: besideMenu ? `${SIDE_MENU_WIDTH}px` : 0,
        transition: theme.transitions.create(['width', 'margin'], {
          easing: theme.transitions.easing.sharp,
          duration: besideMenu
            ? theme.transitions.duration.enteringScreen
            : theme.transitions.duration.leavingScreen,
        }),
      })}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Toggle menu"
          aria-controls={menuId}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        >
          <MenuIcon />
        </IconButton>
        {besideMenu ? null : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Logo size={3.5} alt="" />
            <Typography component="span" variant="subtitle1" noWrap sx={{ fontWeight: 'fontWeightMedium' }}>
              Vendor Portal
            </Typography>
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {user && !compact ? (
          <Typography component="span" variant="body2" noWrap sx={{ display: { xs: 'none', md: 'block' } }}>
            {`${user.firstName} ${user.lastName}`.trim() || user.email}
          </Typography>
        ) : null}
        {compact ? (
          <IconButton color="inherit" edge="end" aria-label="Logout" onClick={onLogout}>
            <Logout />
          </IconButton>
        ) : (
          <Button color="inherit" startIcon={<Logout />} aria-label="Logout" onClick={onLogout}>
            Logout
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { SIDE_MENU_WIDTH } from '../../components/layout-sizes.ts';
import { useStartUpData } from '../../lib/start-up-data.tsx';
import { MY_ACCOUNT_PATH } from '../routes/route-table.ts';

export type TopBarProps = {
  menuId: string;
  menuOpen: boolean;
  /** The menu sits beside the page (desktop, open): the bar starts after it. */
  besideMenu: boolean;
  compact: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
};

const displayName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

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
        {user ? (
          compact ? (
            <IconButton color="inherit" aria-label="My account" component={RouterLink} to={MY_ACCOUNT_PATH}>
              <AccountCircle />
            </IconButton>
          ) : (
            <Button
              color="inherit"
              component={RouterLink}
              to={MY_ACCOUNT_PATH}
              startIcon={<AccountCircle />}
              // the name shown first (WCAG 2.5.3: the spoken name holds the visible one), then where it leads
              aria-label={`${displayName(user)}, My account`}
              sx={{ textTransform: 'none', minWidth: 0, maxWidth: 280 }}
            >
              <Typography component="span" variant="body2" noWrap>
                {displayName(user)}
              </Typography>
            </Button>
          )
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

import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  UserMenu,
  useLogout,
  useNavigate,
  useNotify,
  useUserMenu,
} from 'react-admin';

/** The old navigation bar's 'Change Pass' link, now in the user menu. */
const ChangePassMenuItem = () => {
  const menu = useUserMenu();
  const navigate = useNavigate();
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        navigate('/changepassword');
      }}
    >
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Change Pass</ListItemText>
    </MenuItem>
  );
};

/** Logout, then the spec's 'Logout successfully' (react-admin's own item says nothing). */
const LogoutMenuItem = () => {
  const menu = useUserMenu();
  const logout = useLogout();
  const notify = useNotify();
  return (
    <MenuItem
      onClick={async () => {
        menu?.onClose();
        await logout();
        notify('Logout successfully', { type: 'success' });
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Logout</ListItemText>
    </MenuItem>
  );
};

const ConsoleAppBar = () => (
  <AppBar
    userMenu={
      <UserMenu>
        <ChangePassMenuItem />
        <LogoutMenuItem />
      </UserMenu>
    }
  />
);

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout
    appBar={ConsoleAppBar}
    // A flex child grows to its widest table unless allowed to shrink; then wide lists scroll
    // inside their card and the Add button and row actions stay on screen.
    sx={{ minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } }}
  >
    {children}
  </Layout>
);

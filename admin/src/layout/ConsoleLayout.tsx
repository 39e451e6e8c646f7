import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Menu, UserMenu, useNavigate, useUserMenu } from 'react-admin';
import { useLogoutWithNotice } from '../auth/useLogoutWithNotice';

/** The old navigation bar's 'Change Pass' link: in the user menu and in the side menu. */
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

const LogoutMenuItem = () => {
  const menu = useUserMenu();
  const logout = useLogoutWithNotice();
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        void logout();
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

const ConsoleMenu = () => (
  <Menu>
    <Menu.DashboardItem />
    <Menu.ResourceItems />
    <Menu.Item to="/changepassword" primaryText="Change Pass" leftIcon={<KeyIcon />} />
  </Menu>
);

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout
    appBar={ConsoleAppBar}
    menu={ConsoleMenu}
    // A flex child grows to its widest table unless allowed to shrink; then wide lists scroll
    // inside their card and the Add button and row actions stay on screen.
    sx={{ minWidth: 0, '& .RaLayout-content, & .RaList-main': { minWidth: 0 } }}
  >
    {children}
  </Layout>
);

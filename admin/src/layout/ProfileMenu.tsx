import AccountCircle from '@mui/icons-material/AccountCircle';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Box,
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
  useMediaQuery,
  type MenuItemProps,
  type Theme,
} from '@mui/material';
import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import { useGetIdentity, useNavigate, UserMenuContextProvider, useUserMenu } from 'react-admin';
import { useLogoutWithNotice } from '../auth/use-logout-with-notice';
import { roleLabel } from '../accounts/words';

const BUTTON_ID = 'profile-button';
const MENU_ID = 'profile-menu';
const WHO_ID = 'profile-who';

/**
 * Who is signed in and with what role ("chair@club.org · Owner"), quietly at the top of the
 * menu: not an item, so opening the menu still focuses Change Pass and the arrow keys pass it
 * by (MUI skips a child marked muiSkipListHighlight); the menu names it as its description.
 */
const SignedInAs = ({ email, role }: { email: string; role: string }) => (
  <Box component="li" role="none" id={WHO_ID} sx={{ px: 2, pt: 0.5, pb: 1, maxWidth: 320 }}>
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {email}
    </Typography>
    {role && (
      <Typography component="span" variant="body2" color="text.secondary">
        {` · ${role}`}
      </Typography>
    )}
  </Box>
);
SignedInAs.muiSkipListHighlight = true;

// Each item takes the props (ref, autoFocus, tabIndex) that MUI's menu hands its children:
// without them opening the menu focuses nothing in it and the arrow keys do nothing.

/** The old navigation bar's 'Change Pass' link: in this menu and in the side menu. */
const ChangePassMenuItem = (props: MenuItemProps) => {
  const menu = useUserMenu();
  const navigate = useNavigate();
  return (
    <MenuItem
      {...props}
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

const LogoutMenuItem = (props: MenuItemProps) => {
  const menu = useUserMenu();
  const logout = useLogoutWithNotice();
  return (
    <MenuItem
      {...props}
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

/**
 * The account menu at the app bar's end, as the ARIA menu button pattern has it: the button
 * says it opens a menu and whether it is open; opening focuses the first item, the arrow keys
 * move, Escape closes and gives focus back to the button. (react-admin's UserMenu button says
 * neither on a wide screen.)
 */
export const ProfileMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { identity, isPending } = useGetIdentity();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const close = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose: close }), [close]);
  const open = Boolean(anchor);
  const name = !isPending && identity?.fullName ? String(identity.fullName) : undefined;
  const role = roleLabel(identity?.role);
  const buttonProps = {
    id: BUTTON_ID,
    color: 'inherit',
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? MENU_ID : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;

  return (
    <>
      {wide && name ? (
        <Button
          {...buttonProps}
          // The signed-in address is the button's visible text, so it is in its name too.
          aria-label={`Profile: ${name}`}
          startIcon={<AccountCircle />}
          sx={{ textTransform: 'none', ml: 0.5 }}
        >
          {name}
        </Button>
      ) : (
        <Tooltip title="Profile">
          <IconButton {...buttonProps} aria-label="Profile">
            <AccountCircle />
          </IconButton>
        </Tooltip>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          id={MENU_ID}
          anchorEl={anchor}
          open={open}
          onClose={close}
          disableScrollLock
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            list: {
              'aria-labelledby': BUTTON_ID,
              'aria-describedby': name ? WHO_ID : undefined,
            },
          }}
        >
          {name && <SignedInAs email={name} role={role} />}
          {name && <Divider component="li" />}
          <ChangePassMenuItem />
          <LogoutMenuItem />
        </Menu>
      </UserMenuContextProvider>
    </>
  );
};

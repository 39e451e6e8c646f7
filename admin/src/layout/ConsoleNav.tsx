import DashboardIcon from '@mui/icons-material/Dashboard';
import KeyIcon from '@mui/icons-material/Key';
import ViewListIcon from '@mui/icons-material/ViewList';
import {
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { createElement, type ComponentType, type ReactNode } from 'react';
import {
  CLOSED_DRAWER_WIDTH,
  DRAWER_WIDTH,
  useCreatePath,
  useResourceDefinitions,
  useSidebarState,
} from 'react-admin';
import { Link, useMatch } from 'react-router';

/** The id the side menu's toggle button points at. */
export const CONSOLE_NAV_ID = 'console-nav';

interface NavLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** Only this exact path marks it current (the dashboard, at the root). */
  end?: boolean;
}

const NavLink = ({ to, label, icon, end = false }: NavLinkProps) => {
  const current = useMatch({ path: to, end });
  const [open, setOpen] = useSidebarState();
  // Where the menu lies over the screen (a phone) or squeezes it (a tablet), it gets out of
  // the way once a screen is chosen, as react-admin's own menu does.
  const squeezed = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const link = (
    <ListItemButton
      component={Link}
      to={to}
      selected={Boolean(current)}
      aria-current={current ? 'page' : undefined}
      onClick={() => {
        if (squeezed) setOpen(false);
      }}
      sx={{ color: 'text.secondary', '&.Mui-selected': { color: 'text.primary' } }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{icon}</ListItemIcon>
      {/* Kept when the menu is folded to its icons: it is the link's name. */}
      <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {open ? (
        link
      ) : (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      )}
    </ListItem>
  );
};

/**
 * The side menu: a navigation landmark of plain links, one Tab stop each, the current screen
 * marked. (react-admin's menu is an ARIA menu, which promises arrow keys and a single stop.)
 */
export const ConsoleNav = () => {
  const resources = useResourceDefinitions();
  const createPath = useCreatePath();
  const [open] = useSidebarState();
  return (
    <nav id={CONSOLE_NAV_ID} aria-label="Console">
      <List
        dense
        sx={{
          width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
          overflowX: 'hidden',
          transition: (theme) => theme.transitions.create('width'),
        }}
      >
        <NavLink to="/" end label="Dashboard" icon={<DashboardIcon />} />
        {Object.values(resources)
          .filter((resource) => resource.hasList)
          .map((resource) => (
            <NavLink
              key={resource.name}
              to={createPath({ resource: resource.name, type: 'list' })}
              label={String(resource.options?.label ?? resource.name)}
              icon={createElement((resource.icon as ComponentType | undefined) ?? ViewListIcon)}
            />
          ))}
        <NavLink to="/changepassword" label="Change Pass" icon={<KeyIcon />} />
      </List>
    </nav>
  );
};

import { AppBar, Toolbar, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  LoadingIndicator,
  SidebarToggleButton,
  ToggleThemeButton,
  useThemesContext,
} from 'react-admin';
import { ProfileMenu } from './ProfileMenu';
import { SkipLink } from './SkipLink';

// LoadingIndicator hands any prop it does not know to the spinner it shows while loading, which
// react-admin leaves unnamed: a screen reader would announce a nameless progress bar.
const SPINNER_NAME = { 'aria-label': 'Loading' } as object;

/**
 * react-admin's app bar, rebuilt for the keyboard: the skip link comes first, and it stays put
 * (react-admin's slides away on scroll, hiding its buttons while one of them has focus).
 */
export const ConsoleAppBar = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { darkTheme } = useThemesContext();
  return (
    <AppBar color="secondary" className="RaAppBar-appBar">
      <Toolbar
        disableGutters
        variant={phone ? 'regular' : 'dense'}
        className="RaAppBar-toolbar"
        sx={{ px: 1 }}
      >
        <SkipLink />
        <SidebarToggleButton className="RaAppBar-menuButton" />
        {/* Where each screen's <Title> appears. Not a heading: each screen has its own h1. */}
        <Typography
          id="react-admin-title"
          component="div"
          variant="h6"
          color="inherit"
          className="RaAppBar-title"
          sx={{
            flex: 1,
            ml: 0.5,
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        />
        {darkTheme && <ToggleThemeButton />}
        <LoadingIndicator {...SPINNER_NAME} />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
};

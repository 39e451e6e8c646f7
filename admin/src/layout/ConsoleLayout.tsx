import { Box, useMediaQuery, type Theme } from '@mui/material';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Loading, Sidebar, useSidebarState } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleNav } from './ConsoleNav';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { MAIN_ID } from './SkipLink';

/**
 * Below 600 px react-admin's menu is a drawer over the screen, which hides the rest of the page
 * from screen readers while it is open. A window narrowed (or a tablet turned) with the desktop's
 * menu open would become that drawer, open; closed at once, MUI's drawer left the whole page
 * hidden from screen readers (aria-hidden) with nothing over it. So the desktop's open menu is
 * never carried over: for that one moment no menu is drawn, and it is closed.
 */
const ConsoleSidebar = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  // Whether the menu is a phone's: drawn closed on a phone, and opened there only by its button.
  const [phonesMenu, setPhonesMenu] = useState(phone);
  if (phonesMenu && !phone) setPhonesMenu(false);
  if (!phonesMenu && phone && !open) setPhonesMenu(true);
  const carriedOver = phone && !phonesMenu && open;
  useEffect(() => {
    if (carriedOver) setOpen(false);
  }, [carriedOver, setOpen]);
  if (carriedOver) return null;
  return (
    <Sidebar appBarAlwaysOn>
      <ConsoleNav />
    </Sidebar>
  );
};

/**
 * react-admin's layout with its landmarks in order: the app bar (a banner, the skip link
 * first), the side menu (a navigation landmark) and then <main> holding only the screen.
 * react-admin's own puts the menu inside <main> and its skip button leaves focus nowhere.
 * The class names are react-admin's, so its styles and the screens' own still apply.
 */
export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Box
    className="layout RaLayout-root"
    sx={{
      display: 'flex',
      flexDirection: 'column',
      minHeight: '100vh',
      bgcolor: 'background.default',
      position: 'relative',
      zIndex: 1,
      width: '100%',
      // A flex child grows to its widest table unless allowed to shrink; then wide lists
      // scroll inside their card and the Add button and row actions stay on screen.
      minWidth: 0,
      '& .RaList-main': { minWidth: 0 },
    }}
  >
    <ConsoleAppBar />
    <Box
      className="RaLayout-appFrame"
      sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, mt: { xs: 7, sm: 6 } }}
    >
      <Box className="RaLayout-contentWithSidebar" sx={{ display: 'flex', flexGrow: 1 }}>
        <ConsoleSidebar />
        <Box
          component="main"
          id={MAIN_ID}
          // Focused by the skip link and on a change of screen; not a Tab stop itself.
          tabIndex={-1}
          className="RaLayout-content"
          sx={{
            bgcolor: 'background.default',
            zIndex: 2,
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            flexBasis: 0,
            minWidth: 0,
            px: 1,
            '&:focus': { outline: 'none' },
          }}
        >
          <ScreenErrorBoundary>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </ScreenErrorBoundary>
        </Box>
      </Box>
    </Box>
  </Box>
);

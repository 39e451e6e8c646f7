import { Box } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Loading, Sidebar } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleNav } from './ConsoleNav';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { MAIN_ID } from './SkipLink';

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
        <Sidebar appBarAlwaysOn>
          <ConsoleNav />
        </Sidebar>
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

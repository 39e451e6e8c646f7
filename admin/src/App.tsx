import { contentResources, DELETED_RESOURCE, type Role } from '@club/model';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router';
import { accountScreensFor } from './accounts';
import { auditScreensFor } from './audit';
import { ChangePassword } from './auth/ChangePassword';
import { LoginPage } from './auth/LoginPage';
// Also takes a mailed link's token out of the address, before the router below reads it.
import { passwordRoutes } from './auth/password-routes';
import { authProvider } from './auth-provider';
import { backupScreensFor } from './backup';
import { certificateExtras, certificateRoutes } from './certificates';
import { resourceScreens, type ScreenExtras } from './content/resource-screens';
import { csvImportRoutes } from './csv-import';
import { Dashboard } from './dashboard/Dashboard';
import { eventExtras } from './events';
import { DELETED_TITLE, deletedScreens } from './history';
import { dataProvider } from './data-provider';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsoleNotification } from './layout/ConsoleNotification';
import { RouteFocus } from './layout/RouteFocus';
import { StartupLoader } from './layout/StartupLoader';
import { darkTheme, lightTheme } from './layout/theme';
import { LegacyRedirect } from './LegacyRedirect';
import { legacyPaths } from './legacy-paths';
import messages from './messages';

/** Where the CDN serves the console; must match `base` in vite.config.ts. */
export const ADMIN_BASENAME = '/admin';

/** What each resource's own folder adds to its generated screens, by resource name. */
const extras: Record<string, ScreenExtras> = {
  certificate: certificateExtras,
  event: eventExtras,
};

// Once per definition, outside render (see resourceScreens).
const screens = contentResources.map((definition) => ({
  definition,
  ...resourceScreens(definition, extras[definition.name]),
}));

const Console = () => (
  <Admin
    dataProvider={dataProvider}
    authProvider={authProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    layout={ConsoleLayout}
    loading={StartupLoader}
    theme={lightTheme}
    darkTheme={darkTheme}
    notification={ConsoleNotification}
    title="Robotics Club Admin"
    requireAuth
    disableTelemetry
  >
    <Resource name="contact-message" options={{ label: 'Messages' }} {...messages} />
    {screens.map(({ definition, ...views }) => (
      <Resource
        key={definition.name}
        name={definition.name}
        options={{ label: definition.labels.many }}
        {...views}
      />
    ))}
    <Resource name={DELETED_RESOURCE} options={{ label: DELETED_TITLE }} {...deletedScreens} />
    <CustomRoutes>
      <Route path="/changepassword" element={<ChangePassword />} />
      {certificateRoutes}
      {csvImportRoutes}
      {legacyPaths.map(([from, to]) => (
        <Route key={from} path={from} element={<LegacyRedirect to={to} />} />
      ))}
    </CustomRoutes>
    <CustomRoutes noLayout>{passwordRoutes}</CustomRoutes>
    {(role: Role | null) => (
      <>
        {accountScreensFor(role)}
        {auditScreensFor(role)}
        {backupScreensFor(role)}
      </>
    )}
  </Admin>
);

/**
 * Clean URLs (/admin/team/create) through the browser history. The router owns the
 * /admin basename, so react-admin runs inside it as if at the root: <Admin> gets no
 * basename of its own, or every link would read /admin/admin/... A data router (rather
 * than <BrowserRouter>) lets react-admin block navigation when asked.
 */
const router = createBrowserRouter(
  [
    {
      path: '*',
      // Beside the console, not in its layout: it sees the step from the login to the dashboard.
      element: (
        <>
          <RouteFocus />
          <Console />
        </>
      ),
    },
  ],
  {
    basename: ADMIN_BASENAME,
  },
);

export const App = () => <RouterProvider router={router} />;

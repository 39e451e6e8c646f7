import { Route } from 'react-router';
import { ForgotPassword } from './ForgotPassword';
import { SET_PASSWORD_ROUTE } from './link-token';
import { SetPassword } from './SetPassword';
import { FORGOT_PASSWORD_ROUTE } from './SignInLinks';

/** The screens reached without a session, inside <CustomRoutes noLayout>: no console frame. */
export const passwordRoutes = [
  <Route key="set-password" path={SET_PASSWORD_ROUTE} element={<SetPassword />} />,
  <Route key="forgot-password" path={FORGOT_PASSWORD_ROUTE} element={<ForgotPassword />} />,
];

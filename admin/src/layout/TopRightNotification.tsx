import { Notification } from 'react-admin';

// The app bar's height (56 px on a phone, 48 px wider) plus a gap: below it, a notice never
// covers the signed-in name or the account menu.
const BELOW_APP_BAR = { top: { xs: 64, sm: 56 } };

/** Spec §9: data toasts show at the top right, clear of the forms' Save buttons at the bottom. */
export const TopRightNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} sx={BELOW_APP_BAR} />
);

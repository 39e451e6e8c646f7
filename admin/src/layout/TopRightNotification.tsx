import { Notification } from 'react-admin';

/** Spec §9: data toasts show at the top right, clear of the forms' Save buttons at the bottom. */
export const TopRightNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} />
);

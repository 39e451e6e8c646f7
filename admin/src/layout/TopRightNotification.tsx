import { Notification } from 'react-admin';

const placement = {
  // The app bar's height (56 px on a phone, 48 px wider) plus a gap: below it, a notice never
  // covers the signed-in name or the account menu.
  top: { xs: 64, sm: 56 },
  // There it lies over the page's own top-right buttons (Add, Delete) for a few seconds: clicks
  // go through to them, and a pointer resting on the notice does not hold it open. An Undo
  // button, should a notice have one, still takes its click.
  pointerEvents: 'none',
  '& .MuiSnackbarContent-action': { pointerEvents: 'auto' },
} as const;

/** Spec §9: data toasts show at the top right, clear of the forms' Save buttons at the bottom. */
export const TopRightNotification = () => (
  <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} sx={placement} />
);

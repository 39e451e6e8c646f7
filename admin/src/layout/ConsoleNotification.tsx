import { Notification } from 'react-admin';

/**
 * Where a notice lies. The top of every screen is full of buttons (Add, Columns, Delete, Mark
 * as handled, the account menu), so it goes to the bottom, in the middle:
 * - on a phone, above a form's Save bar (fixed at the bottom) and left of the floating Add
 *   button (bottom right, 60 to 116 px up), so neither is ever under it;
 * - wider, 24 px from the bottom and at most 560 px wide, clear of a form's Save at the left
 *   of its toolbar and of a list's row buttons at the right.
 * It takes the pointer, so resting on it (or focusing its button) holds it open; MUI's
 * Snackbar pauses its timer then. Escape closes it.
 */
const placement = {
  bottom: { xs: 84, sm: 24 },
  right: { xs: 88, sm: 'auto' },
  '& .MuiSnackbarContent-root': { maxWidth: { sm: 560 } },
} as const;

/** Every notice the console gives: saved, deleted, failed, logged out. */
export const ConsoleNotification = () => (
  <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} sx={placement} />
);

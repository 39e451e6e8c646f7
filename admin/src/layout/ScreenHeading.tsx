import { Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';

/**
 * A screen's one h1, in the words the app bar shows, for screen readers and heading navigation.
 * Hidden from view, as the app bar already shows the title. Focusable from script only
 * (tabIndex -1): the console's RouteFocus moves the focus here when a screen opens, also after
 * a save or a delete sends the administrator back to the list.
 */
export const ScreenHeading = ({ title }: { title: string }) => (
  <Typography component="h1" tabIndex={-1} sx={visuallyHidden}>
    {title}
  </Typography>
);

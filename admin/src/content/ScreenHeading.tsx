import { Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Navigation state for a redirect that leaves the person on a new screen after the control they
 * used is gone (Save, Delete on the edit screen): that screen's heading takes the focus, rather
 * than the focus falling back to the page's start.
 */
export const FOCUS_HEADING = { focusHeading: true } as const;

const wantsFocus = (state: unknown) =>
  typeof state === 'object' && state !== null && 'focusHeading' in state;

/**
 * A screen's one h1, in the words the app bar shows, for screen readers and heading navigation.
 * Hidden from view, as the app bar already shows the title. Focusable from script only
 * (tabIndex -1): the console moves the focus here when it opens a screen.
 */
export const ScreenHeading = ({ title }: { title: string }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = wantsFocus(useLocation().state);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <Typography ref={heading} component="h1" tabIndex={-1} sx={visuallyHidden}>
      {title}
    </Typography>
  );
};

import type { CSSObject, Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// react-admin's blues (#2196f3 under white app bar text, #1976d2 on the page) and MUI's red
// on the grey form toolbar fall short of the 4.5:1 contrast text needs; these darker ones pass.
const BLUE = '#1565c0';
const DARK_BLUE = '#0d47a1';
const RED = '#b71c1c';

/**
 * The keyboard focus ring (WCAG 2.4.11/2.4.13). MUI marks focus only with a faint background
 * (1.3:1), and a contained button not at all. Black stands 2 px clear of the control, so it is
 * judged against what lies around it: 21:1 on white, 16:1 on the grey form toolbar and a
 * selected menu item, 3.6:1 on the blue app bar (white there is better still, see below).
 */
const LIGHT_RING = '#000';
const DARK_RING = '#fff';

const ring = (colour: string): CSSObject => ({ outline: `3px solid ${colour}`, outlineOffset: 2 });

/**
 * The ring for a control whose focus sits on an element that cannot show it (a file input,
 * hidden inside its drop zone): drawn round the visible part, e.g. `'&:has(input:focus-visible)'`.
 */
export const focusRing = (theme: Theme) =>
  ring(theme.palette.mode === 'dark' ? DARK_RING : LIGHT_RING);

// Inside its box, for controls that fill a clipping parent edge to edge (a sidebar or menu item,
// a tab): a ring outside them would be cut off.
const insetRing = (colour: string): CSSObject => ({ ...ring(colour), outlineOffset: -3 });

const focusStyles = (colour: string, appBarColour: string): RaThemeOptions['components'] => ({
  // Every button, icon button, sort label, checkbox, menu item and link-styled button.
  MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring(colour) } } },
  MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing(colour) } } },
  MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing(colour) } } },
  MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing(colour) } } },
  // The switch clips its thumb's surroundings (overflow: hidden): the ring goes round the whole
  // switch instead, close to it, as its label follows right after.
  MuiSwitch: {
    styleOverrides: {
      root: { '&:has(.Mui-focusVisible)': { ...ring(colour), outlineOffset: 0, borderRadius: 12 } },
      switchBase: { '&.Mui-focusVisible': { outline: 'none' } },
    },
  },
  MuiLink: { styleOverrides: { root: { '&.Mui-focusVisible': ring(colour) } } },
  // Text, number and select inputs, the search box and "Rows per page": MUI's own sign is a
  // 2 px underline, too little of the input's outline to notice at a glance.
  MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': ring(colour) } } },
  // MUI lets an alert's text scroll sideways; at 390 px, beside a button, a long word or a
  // fraction of a line's height made it a scrolling region no keyboard can reach. It wraps.
  MuiAlert: { styleOverrides: { message: { overflow: 'visible', overflowWrap: 'anywhere' } } },
  MuiAppBar: {
    styleOverrides: {
      root: { '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: appBarColour } },
    },
  },
});

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: BLUE, dark: DARK_BLUE },
    secondary: { main: BLUE, dark: DARK_BLUE, contrastText: '#fff' },
    error: { main: RED },
  },
  components: {
    ...defaultLightTheme.components,
    // White on the blue app bar: 5.8:1.
    ...focusStyles(LIGHT_RING, '#fff'),
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  components: { ...defaultDarkTheme.components, ...focusStyles(DARK_RING, DARK_RING) },
};

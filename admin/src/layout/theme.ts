import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// react-admin's blues (#2196f3 under white app bar text, #1976d2 on the page) and MUI's red
// on the grey form toolbar fall short of the 4.5:1 contrast text needs; these darker ones pass.
const BLUE = '#1565c0';
const DARK_BLUE = '#0d47a1';
const RED = '#b71c1c';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: BLUE, dark: DARK_BLUE },
    secondary: { main: BLUE, dark: DARK_BLUE, contrastText: '#fff' },
    error: { main: RED },
  },
};

export const darkTheme = defaultDarkTheme;

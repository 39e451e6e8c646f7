import { Link } from '@mui/material';
import { visuallyHidden } from '@mui/utils';

/** The screen's own content: the skip link's target, focusable from code only. */
export const MAIN_ID = 'main-content';

/**
 * The first Tab stop: jumps past the app bar and the side menu. Hidden until focused; then it
 * takes its own room at the start of the app bar rather than lying over the menu button.
 */
export const SkipLink = () => (
  <Link
    href={`#${MAIN_ID}`}
    onClick={(event) => {
      // Focus, not only scroll: the next Tab continues inside the content (no #hash in the URL).
      event.preventDefault();
      document.getElementById(MAIN_ID)?.focus();
    }}
    underline="always"
    sx={{
      '&:not(:focus)': visuallyHidden,
      flexShrink: 0,
      mr: 1,
      px: 1.5,
      py: 1,
      borderRadius: 1,
      // Near-black on white (16:1) in either theme, a white ring around it against the bar.
      bgcolor: 'common.white',
      color: 'grey.900',
      fontWeight: 'bold',
      whiteSpace: 'nowrap',
      '&:focus': { outline: '3px solid white', outlineOffset: 2 },
    }}
  >
    Skip to content
  </Link>
);

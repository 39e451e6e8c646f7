/**
 * A list toolbar's button drawn with MUI's own Button (to keep its words on a phone), set as
 * react-admin's are: its line height lines the icon up with theirs, and it never wraps its
 * words, which on a phone move to the next line as a whole.
 */
export const toolbarButtonSx = { lineHeight: 1.5, whiteSpace: 'nowrap', flexShrink: 0 } as const;

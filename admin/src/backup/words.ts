/** The screen's title and menu entry, and its address in the console. */
export const EXPORT_TITLE = 'Export everything';
export const EXPORT_RESOURCE = 'export';

/** What the file is for and who can put it back, in an owner's words (no command to run). */
export const RESTORE_NOTE =
  'It is the club’s safety copy: if the site is ever lost or moves to a new home, give this file to whoever looks after the site and they can put everything back as it was when you saved it. Accounts and the audit log are not in it.';

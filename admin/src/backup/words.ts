/** The screen's title and menu entry, and its address in the console. */
export const EXPORT_TITLE = 'Export everything';
export const EXPORT_RESOURCE = 'export';

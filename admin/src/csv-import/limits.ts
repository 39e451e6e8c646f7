const MB = 1024 * 1024;

/**
 * Rows one import takes. A club's largest honest list is a few thousand certificates for one
 * event; a file far past that is a mistake or an attack, and a 50,000-row file took a tab to
 * 853 MB. Past it, a list is split into several imports.
 */
export const IMPORT_ROW_LIMIT = 5000;

/**
 * The largest CSV file an import reads, checked before reading it: 2 KB for each of the
 * 5,000 rows, where a 5,000-row certificate list is under 1 MB.
 */
export const CSV_BYTE_LIMIT = 10 * MB;

/**
 * What the pictures and videos of one ZIP may come to, unpacked: ten videos at their 100 MB
 * limit, or hundreds of certificate pictures. The tab unpacks one file at a time and the
 * browser keeps what it unpacked as files (on disk when they are large), so this bounds the
 * work a ZIP can ask for rather than the tab's memory.
 */
export const ZIP_TOTAL_LIMIT = 1024 * MB;

/** Pictures and videos one ZIP may hold: two for each row (a sub-event has two files). */
export const ZIP_FILE_LIMIT = 2 * IMPORT_ROW_LIMIT;

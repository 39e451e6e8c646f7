/**
 * Characters no field keeps: NUL, which cuts strings short in much software, and a lone half
 * of a surrogate pair, which has no UTF-8 form (DynamoDB and mail would refuse or mangle it).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorable = (text: string) => !UNSTORABLE.test(text);

export const unstorable = (label: string) =>
  `${label} contains a character that cannot be stored. Please retype it.`;

/**
 * U+FFFD stands for a letter lost before the text arrived: text saved in one encoding and read
 * as another (a spreadsheet's CSV, a copy from a mangled mail). Nobody types it; kept, a name
 * would be printed on a certificate with it.
 */
export const hasLostLetters = (text: string) => text.includes('\uFFFD');

export const lostLetters = (label: string) =>
  `${label} has letters that were lost (shown as \uFFFD) when the text was saved in another encoding. Please retype them; a CSV file must be saved as "CSV UTF-8".`;

/**
 * Formatting characters nobody sees, which only hide a difference (two codes that look the
 * same) or disguise the text: the bidirectional controls and isolates (an override shows
 * "mihaR" as "Rahim"), the left-to-right, right-to-left and Arabic letter marks, the zero-width
 * space, the word joiner and invisible operators, the soft hyphen and the byte order mark.
 */
const INVISIBLE = /[\u00AD\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\uFEFF]/g;

/**
 * What a zero-width joiner or non-joiner can join: a letter or mark of a script that shapes its
 * letters by them (Bangla's "র" + ZWJ + "্য", which shows the ya-phala beside the ra; Persian;
 * the Indic scripts), or a part of an emoji sequence (woman + ZWJ + laptop). Beside a Latin
 * letter, a digit or a space, or at either end, it joins nothing.
 */
const JOINS = String.raw`(?:[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]|(?![\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}])[\p{L}\p{M}])`;
const LONE_JOINER = new RegExp(
  String.raw`(?<!${JOINS})[\u200C\u200D]|[\u200C\u200D](?!${JOINS})`,
  'gu',
);

/**
 * Text as it is stored and compared: without invisible formatting characters (a joiner only
 * where it joins something); one form for each letter (NFC), so that "é" typed as one
 * character and as "e" plus an accent are the same text, as they look the same to people; and
 * line breaks one way, as forms send CRLF.
 */
export const storedText = (text: string) =>
  text
    .replace(INVISIBLE, '')
    .replace(LONE_JOINER, '')
    .normalize('NFC')
    .replace(/\r\n?|[\u2028\u2029]/g, '\n');

/**
 * A single line of text (a name, a title, a code's parts) as it is stored: stored text with every
 * run of spaces, no-break and other Unicode spaces, tabs and line breaks one plain space, so
 * that "Rahim  Ahmed" and "Rahim Ahmed" are one name.
 */
export const singleLineText = (text: string) => storedText(text).replace(/\s+/g, ' ');

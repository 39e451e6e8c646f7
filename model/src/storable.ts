/**
 * Characters no field keeps: NUL, which cuts strings short in much software, and a lone half
 * of a surrogate pair, which has no UTF-8 form (DynamoDB and mail would refuse or mangle it).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorable = (text: string) => !UNSTORABLE.test(text);

export const unstorable = (label: string) =>
  `${label} contains a character that cannot be stored. Please retype it.`;

/**
 * Text as it is stored and compared: one form for each letter (NFC), so that "é" typed as one
 * character and as "e" plus an accent are the same text, as they look the same to people; and
 * line breaks one way, as forms send CRLF.
 */
export const storedText = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n');

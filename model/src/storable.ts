/**
 * Characters no field keeps: NUL, which cuts strings short in much software, and a lone half
 * of a surrogate pair, which has no UTF-8 form (DynamoDB and mail would refuse or mangle it).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorable = (text: string) => !UNSTORABLE.test(text);

export const unstorable = (label: string) =>
  `${label} contains a character that cannot be stored. Please retype it.`;

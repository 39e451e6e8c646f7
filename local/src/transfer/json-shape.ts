// Bytes of JSON's structure, outside strings.
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPENS = new Set([0x5b, 0x7b]);
const CLOSES = new Set([0x5d, 0x7d]);

export interface ShapeLimits {
  /** Objects and lists inside one another, at most. */
  deepest: number;
  /** Values (counted by their commas and brackets) in all, at most. */
  values: number;
  /** Items of the outermost list or object, at most. */
  items?: number;
}

/**
 * Which limit the JSON in `bytes` goes past, judged from its bytes before JSON.parse builds
 * anything: a file of a million empty objects, or one nested thousands deep, would take the
 * memory or the stack of whoever parsed it.
 */
export const shapeBeyond = (bytes: Buffer, limits: ShapeLimits) => {
  let depth = 0;
  let inText = false;
  let escaped = false;
  let separators = 0;
  let values = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (inText) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) inText = false;
      continue;
    }
    if (byte === QUOTE) inText = true;
    else if (OPENS.has(byte)) {
      values += 1;
      if (++depth > limits.deepest) return 'deepest';
    } else if (CLOSES.has(byte)) depth -= 1;
    else if (byte === COMMA) {
      values += 1;
      if (depth === 1 && limits.items !== undefined && ++separators >= Math.max(limits.items, 1))
        return 'items';
    }
    if (values > limits.values) return 'values';
  }
  return undefined;
};

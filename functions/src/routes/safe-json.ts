/**
 * JSON.parse with the limits a request body needs: a record is flat (a file field nests one
 * object), so deep nesting is refused before parsing, where later code could overflow its
 * stack on it; and keys that name an object's prototype machinery are refused outright, so
 * no merge or spread further on can be led to change what every object inherits.
 */

const MAX_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type SafeJson =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'invalid' | 'too-deep' | 'forbidden-key'; key?: string };

/** The deepest nesting of arrays and objects in a JSON text, ignoring brackets in strings. */
const nestingDepth = (text: string) => {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') deepest = Math.max(deepest, ++depth);
    else if (c === '}' || c === ']') depth--;
  }
  return deepest;
};

class ForbiddenKey extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

export const parseSafeJson = (text: string): SafeJson => {
  if (nestingDepth(text) > MAX_DEPTH) return { ok: false, problem: 'too-deep' };
  try {
    const value: unknown = JSON.parse(text, (key, v: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKey(key);
      return v;
    });
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ForbiddenKey)
      return { ok: false, problem: 'forbidden-key', key: error.key };
    return { ok: false, problem: 'invalid' };
  }
};

export const isForbiddenKey = (key: string) => FORBIDDEN_KEYS.has(key);

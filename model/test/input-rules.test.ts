import { describe, expect, it } from 'vitest';
import {
  contactMessage,
  counter,
  credentialsSchema,
  fieldErrors,
  inputSchema,
  isRecordId,
  isStorable,
  isVersion,
  loginSchema,
  service,
  team,
} from '../src/index.js';

const errorsOf = (d: Parameters<typeof inputSchema>[0], input: Record<string, unknown>) => {
  const result = inputSchema(d).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const counterValues = { title1: 'A', value1: 1, title2: 'B', value2: 2, title3: 'C', value3: 3 };

describe('record ids and versions', () => {
  it('takes the ids the API hands out and nothing a table key could choke on', () => {
    for (const id of [
      crypto.randomUUID(),
      'demo-3',
      'Qm9yZWQ_ZGlnZXN0LW9mLWEtY29kZQ',
      'a'.repeat(128),
    ])
      expect(isRecordId(id), id).toBe(true);
    for (const id of ['', ' ', 'a'.repeat(129), 'a b', 'a\u0000', 'é', '../x', 'a/b', 7, undefined])
      expect(isRecordId(id), JSON.stringify(id)).toBe(false);
  });

  it('takes a version from 1 up to the largest whose successor is still exact', () => {
    expect([1, 2, 9_000_000, Number.MAX_SAFE_INTEGER - 1].every(isVersion)).toBe(true);
    for (const v of [0, -1, 1.5, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e20, '1', true, null, NaN])
      expect(isVersion(v), String(v)).toBe(false);
  });
});

describe('text a field can store', () => {
  it('refuses NUL and half a surrogate pair, and keeps emoji whole', () => {
    expect(isStorable('রোবটিক্স 🤖 \t\n')).toBe(true);
    for (const text of ['a\u0000', '\uD83E', '\uDD16', 'x\uDD16\uD83E', '\uD83E\uD83E'])
      expect(isStorable(text), JSON.stringify(text)).toBe(false);
  });

  it('every text field of every resource says which field holds one', () => {
    expect(errorsOf(team, { name: 'Nusrat\u0000' }).name).toBe(
      'Name contains a character that cannot be stored. Please retype it.',
    );
    expect(errorsOf(contactMessage, { message: '\uD800' }).message).toMatch(/^Message contains/);
    expect(errorsOf(team, { facebook: 'https://x.test/\u0000' }).facebook).toMatch(/^Facebook/);
  });

  it('refuses a letter lost to another encoding (U+FFFD), which nobody types', () => {
    expect(errorsOf(team, { name: 'Jos\uFFFD N\uFFFD\uFFFDez' }).name).toBe(
      'Name has letters that were lost (shown as \uFFFD) when the text was saved in another encoding. Please retype them; a CSV file must be saved as "CSV UTF-8".',
    );
    expect(errorsOf(service, { description: 'Soldering \uFFFD' }).description).toMatch(
      /^Description has letters that were lost/,
    );
  });

  it('and so do the login and the new credentials', () => {
    const login = loginSchema.safeParse({ email: 'a@club.test', password: 'pass\u0000word' });
    expect(login.success).toBe(false);
    const next = credentialsSchema.safeParse({
      email: 'a@club.test',
      password: 'long\uDC00password',
    });
    expect(next.error && fieldErrors(next.error).password).toMatch(/cannot be stored/);
  });
});

describe('count fields', () => {
  it('refuse what is not a number instead of reading it as 0 or 1', () => {
    for (const value1 of [true, false, '', ' ', null, [], [5], {}, '1e3', '0x10', '12abc'])
      expect(errorsOf(counter, { ...counterValues, value1 }).value1, JSON.stringify(value1)).toBe(
        'Value 1 must be a number.',
      );
    expect(errorsOf(counter, { ...counterValues, value1: undefined }).value1).toBe(
      'Value 1 is required.',
    );
  });

  it('refuse numbers beyond what is stored, and say so', () => {
    expect(errorsOf(counter, { ...counterValues, value1: 1e300 }).value1).toBe(
      'Value 1 is too large.',
    );
    expect(errorsOf(counter, { ...counterValues, value1: '9'.repeat(400) }).value1).toBe(
      'Value 1 is too large.',
    );
    expect(errorsOf(counter, { ...counterValues, value1: 2.5 }).value1).toBe(
      'Value 1 must be a whole number.',
    );
  });

  it('read the digits a form sends as text', () => {
    const parsed = inputSchema(counter).safeParse({
      ...counterValues,
      value1: ' 12 ',
      value2: '0',
    });
    expect(parsed.data).toMatchObject({ value1: 12, value2: 0 });
  });
});

import { randomUUID } from 'node:crypto';
import { certificate, lookupPath, restPath } from '@club/model';
import { logIn, loopback, send, type Answer } from '../client.js';
import type { Check, Figure, Target } from '../figures.js';
import { examplesOr } from '../figures.js';
import { relatedRecords, validForm, type Item } from '../records.js';

const RANGE = 14;

const at = (text: string, c: string, position = 2) =>
  `${text.slice(0, position)}${c}${text.slice(position)}`;
const CYRILLIC: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', x: 'х' };
const FULL_WIDTH = (text: string) =>
  text.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const GREEK: Record<string, string> = {
  A: 'Α',
  E: 'Ε',
  H: 'Η',
  K: 'Κ',
  M: 'Μ',
  O: 'Ο',
  P: 'Ρ',
  T: 'Τ',
};
const BOLD = (text: string) =>
  text.replace(/[A-Z]/g, (c) => String.fromCodePoint(0x1d400 + c.charCodeAt(0) - 65));

/**
 * Ways to make a text that looks like another: the ten the attack run issued as certificates
 * (201 each), then more of the same kind.
 */
const VARIANTS: [string, (text: string) => string][] = [
  ['zero-width space', (t) => at(t, '\u200B')],
  ['zero-width joiner', (t) => at(t, '\u200D')],
  ['right-to-left override', (t) => at(t, '\u202E')],
  ['left-to-right mark', (t) => at(t, '\u200E')],
  ['Cyrillic letter', (t) => t.replace(/[aeopcx]/, (c) => CYRILLIC[c]!)],
  ['soft hyphen', (t) => at(t, '\u00AD')],
  ['byte order mark', (t) => `\uFEFF${t}`],
  ['no-break space', (t) => t.replace(' ', '\u00A0')],
  ['double space', (t) => t.replace(' ', '  ')],
  ['full-width letters', FULL_WIDTH],
  ['zero-width non-joiner', (t) => at(t, '\u200C')],
  ['first strong isolate', (t) => `\u2068${t}\u2069`],
  ['word joiner', (t) => at(t, '\u2060')],
  ['Greek capital', (t) => t.replace(/[AEHKMOPT]/, (c) => GREEK[c]!)],
  ['mathematical bold capitals', BOLD],
  ['all capitals', (t) => t.toUpperCase()],
  ['ideographic space', (t) => t.replace(' ', '\u3000')],
  ['tab and line break', (t) => t.replace(' ', '\t\n')],
  ['Hangul filler', (t) => at(t, '\u3164')],
  ['tag letter', (t) => `${t}\u{E0041}`],
  ['variation selector', (t) => at(t, '\uFE0F')],
  ['combining grapheme joiner', (t) => at(t, '\u034F')],
];

const messageOf = (answer: Answer) =>
  String((answer.json as { message?: unknown } | undefined)?.message ?? '');

/**
 * A certificate's code is its public identity: a second certificate whose code only looks the
 * same (hidden characters, letters of another alphabet, other spaces, full-width letters) is
 * refused with a message naming the original, while different certificates still issue and
 * the original is found by its code.
 */
export const check: Check = {
  name: 'look-alikes',
  async run(target: Target, depth) {
    const from = loopback(RANGE, 0);
    const cookie = await logIn(target, { from });
    const related: Map<string, Item[]> = await relatedRecords(target);
    const tag = randomUUID().slice(0, 6);
    const issue = async (fields: Record<string, string>) => {
      const form = await validForm(certificate, related, tag);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      return send(target, { path: restPath(certificate), body: form, cookie, from });
    };
    const original = {
      name: 'Rahim Ahmed',
      event: `Robo Fest ${tag}`,
      position: 'Champion',
      year: '2025',
    };
    const first = await issue(original);
    const code = (first.json as { code?: string; id?: string } | undefined)?.code;
    if (first.status !== 201 || !code)
      throw new Error(`The original certificate was not issued (${first.status}): ${first.text}`);

    // In the name, and in a full run in the event and the position too.
    const fields =
      depth === 'full' ? (['name', 'event', 'position'] as const) : (['name'] as const);
    const tried: { what: string; answer: Answer }[] = [];
    for (const field of fields)
      for (const [what, variant] of VARIANTS) {
        const answer = await issue({ ...original, [field]: variant(original[field]) });
        tried.push({ what: `${what} in the ${field}`, answer });
      }
    const issued = tried.filter((t) => t.answer.status < 300);
    const unnamed = tried.filter(
      (t) => t.answer.status >= 400 && !messageOf(t.answer).includes(`'${code}'`),
    );

    // Different certificates still issue: another name, a Bangla name with its joiner.
    const genuine = await Promise.all(
      [{ name: 'Rahim Ahmad' }, { name: 'র\u200D্যাব Hossain' }, { position: 'Runner-up' }].map(
        (other) => issue({ ...original, ...other }),
      ),
    );
    const typings = [code, code.normalize('NFD'), at(code, '\u200B'), code.replace(' ', '\u00A0')];
    const id = (first.json as { id?: string }).id;
    const lookups = await Promise.all(
      typings.map((typed) => send(target, { path: lookupPath(certificate, typed), from })),
    );
    const missed = lookups.filter(
      (l) => l.status !== 200 || (l.json as { _id?: string } | undefined)?._id !== id,
    );

    const figures: Figure[] = [
      {
        check: 'look-alikes',
        figure: 'look-alike certificates issued',
        value: issued.length,
        bound: 0,
        detail: examplesOr(
          issued,
          (t) => `${t.what}: ${t.answer.status}`,
          `all refused (${[...new Set(tried.map((t) => t.answer.status))].join('/')})`,
        ),
      },
      {
        check: 'look-alikes',
        figure: 'refusals not naming the original',
        value: unnamed.length,
        bound: 0,
        detail: examplesOr(
          unnamed,
          (t) => `${t.what}: ${messageOf(t.answer).slice(0, 60)}`,
          'each names its code',
        ),
      },
      {
        check: 'look-alikes',
        figure: 'look-alikes tried',
        value: tried.length,
        bound: VARIANTS.length * fields.length,
        atLeast: true,
        detail: `${VARIANTS.length} ways, in the ${fields.join(', ')}`,
      },
      {
        check: 'look-alikes',
        figure: 'different certificates refused',
        value: genuine.filter((g) => g.status !== 201).length,
        bound: 0,
        detail: `another name, a Bangla name with its joiner, another position: ${genuine.map((g) => g.status).join('/')}`,
      },
      {
        check: 'look-alikes',
        figure: 'lookups of the original by its code not finding it',
        value: missed.length,
        bound: 0,
        detail: `as issued, decomposed, with a zero-width space, with a no-break space: ${lookups.map((l) => l.status).join('/')}`,
      },
    ];
    return figures;
  },
};

import { describe, expect, it } from 'vitest';
import {
  certificate,
  inputSchema,
  service,
  singleLineText,
  skeleton,
  storedText,
} from '../src/index.js';

const ZWJ = '\u200D';
const ZWNJ = '\u200C';
// Bangla "র‍্যাব" (RAB): ra, joiner, virama, ya, aa, ba. The joiner shows the ya-phala.
const RAB = `র${ZWJ}্যাব`;
const CODER = `👩${ZWJ}💻`;
const FAMILY = `👨${ZWJ}👩${ZWJ}👧`;
// Persian "می‌خواهم": the non-joiner keeps the two parts of the word apart.
const PERSIAN = `می${ZWNJ}خواهم`;

/** Each invisible character the attack run hid in a certificate's name. */
const HIDDEN = {
  'zero-width space': '\u200B',
  'zero-width joiner': ZWJ,
  'zero-width non-joiner': ZWNJ,
  'right-to-left override': '\u202E',
  'pop directional formatting': '\u202C',
  'left-to-right mark': '\u200E',
  'right-to-left mark': '\u200F',
  'first strong isolate': '\u2068',
  'word joiner': '\u2060',
  'soft hyphen': '\u00AD',
  'byte order mark': '\uFEFF',
  'Arabic letter mark': '\u061C',
};

describe('text as it is stored', () => {
  it('drops the invisible formatting characters, wherever they are', () => {
    for (const [what, c] of Object.entries(HIDDEN)) {
      for (const typed of [`Ra${c}him`, `${c}Rahim`, `Rahim${c}`, `Rahim ${c}Ahmed`])
        expect(storedText(typed), `${what} in ${JSON.stringify(typed)}`).toBe(typed.replace(c, ''));
    }
  });

  it('keeps a joiner where it joins: Bangla and other scripts, emoji sequences', () => {
    for (const kept of [RAB, CODER, FAMILY, PERSIAN, `${RAB} ${CODER}`, `ক্${ZWNJ}ষ`])
      expect(storedText(kept), kept).toBe(kept);
    // Beside a Latin letter, a digit, a space or at the ends it joins nothing.
    expect(storedText(`a${ZWJ}b 1${ZWNJ}2 ${ZWJ}র${ZWJ} ${RAB}${ZWJ}`)).toBe(`ab 12 র ${RAB}`);
    expect(storedText(`👩${ZWJ}a`)).toBe('👩a');
  });

  it('is one form for each letter, and one way of breaking lines', () => {
    expect(storedText('Jose\u0301\r\nline\rline\u2028end')).toBe('José\nline\nline\nend');
  });

  it('folds runs of spaces of any kind to one in a single line, not in long text', () => {
    const spaced = 'Rahim\u00A0\u00A0Ahmed \u2003 of\u202FDIU\t\nteam\u3000one';
    expect(singleLineText(spaced)).toBe('Rahim Ahmed of DIU team one');
    expect(storedText('Line one\n\n  indented')).toBe('Line one\n\n  indented');
  });

  it('is what every field keeps, through the model (the API, the console, the imports)', () => {
    const fields = {
      name: `Ra\u200Bhim\u00A0\u00A0Ahmed\u202E`,
      event: ` Robo${ZWJ} Fest `,
      univarsity: `${RAB} University`,
      position: '\uFEFFChampion',
      year: '2025\u200E',
    };
    expect(inputSchema(certificate).parse(fields)).toMatchObject({
      name: 'Rahim Ahmed',
      event: 'Robo Fest',
      univarsity: `${RAB} University`,
      position: 'Champion',
      year: '2025',
    });
    const described = inputSchema(service).parse({
      title: 'Line\u00A0 following',
      description: 'Robots\u200B that\n\n  follow   a line.',
      icon: 'fa-robot',
    });
    expect(described).toMatchObject({
      title: 'Line following',
      description: 'Robots that\n\n  follow   a line.',
    });
  });
});

describe('the skeleton of a text, for finding look-alikes', () => {
  const original = 'Rahim Ahmed_Robo Fest_DIU_Champion_2025';
  const same = skeleton(original);

  it('is the same for every look-alike the attack run issued, and more', () => {
    const variants = [
      ...Object.values(HIDDEN).map((c) => original.replace('him', `h${c}im`)),
      original.replace('a', '\u0430'), // Cyrillic а
      original.replace('o', '\u043E').replace('C', '\u0421'), // Cyrillic о and С
      original.replace('A', '\u0391'), // Greek Alpha
      original.replace(' ', '\u00A0'),
      original.replace(' ', '  '),
      original.replace('Rahim', 'Ｒａｈｉｍ'), // full-width
      original.replace('Rahim', '𝐑𝐚𝐡𝐢𝐦'), // mathematical bold
      original.toUpperCase(),
      original.replace('2025', '2O25'),
      original.replace('Champion', 'Charnpion'), // rn for m
      original.replace('DIU', 'D\u0406U'), // Cyrillic І
      original.replace('Fest', 'Fest\uFE0F'), // a variation selector
      original.replace('Fest', 'Fest\u{E0041}'), // a tag character
      original.replace('Fest', 'Fest\u3164'), // a Hangul filler
    ];
    for (const variant of variants) expect(skeleton(variant), JSON.stringify(variant)).toBe(same);
  });

  it('tells different names apart, accents included', () => {
    for (const other of [
      'Rahim Ahmad_Robo Fest_DIU_Champion_2025',
      'RahimAhmed_Robo Fest_DIU_Champion_2025',
      'Rahím Ahmed_Robo Fest_DIU_Champion_2025',
      'Rahim Ahmed_Robo Fest_DIU_Champion_2024',
      `${RAB}_Robo Fest_DIU_Champion_2025`,
    ])
      expect(skeleton(other), other).not.toBe(same);
    expect(skeleton('José')).not.toBe(skeleton('Jose'));
    expect(skeleton('Ali')).not.toBe(skeleton('All'));
    expect(skeleton('José')).toBe(skeleton('Jose\u0301'));
  });
});

/**
 * Letters and signs that pass for another in the fonts a page or a printed certificate uses,
 * each mapped to the one it is taken for: Cyrillic and Greek letters that look Latin, Latin
 * ones that look like others, digits and bars that look like letters, dashes and quotes. A
 * small table of the common ones, after the idea of Unicode's confusables (UTS #39); full-width
 * and mathematical letters need none, compatibility folding has made them plain already.
 * Capital I stays I, though it looks like a small l: case is folded too, which makes it an i,
 * and "Ali" must not become "All".
 */
const LOOKS_LIKE: Readonly<Record<string, string>> = Object.fromEntries(
  [
    // Cyrillic capitals and small letters.
    ['АВЕКМНОРСТХЅІӀЈҮԚԜ', 'ABEKMHOPCTXSIIJYQW'],
    ['аеорсухѕіјһԁԛԝӏү', 'aeopcyxsijhdqwly'],
    // Greek capitals and small letters.
    ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'ABEZHIKMNOPTYX'],
    ['αονριυκχγϲϳ', 'aovpiukxycj'],
    // Latin letters taken for others: dotless i and j, script a and g.
    ['ıɩȷɑɡ', 'iijag'],
    // Digits and bars taken for letters; dashes and quotes of every width.
    ['01|ǀ', 'olll'],
    ['‐‑‒–—―−', '-------'],
    ['‘’ʼ′`“”″', `'''''"""`],
  ].flatMap(([from, to]) => Array.from(from!, (c, i) => [c, to![i]!])),
);

/** Pairs that read as one letter at a glance. */
const READ_AS_ONE: readonly [RegExp, string][] = [
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/**
 * The version of the rule below: text compared under an earlier one must be compared again
 * (an index of skeletons is built anew for each).
 */
export const SKELETON_VERSION = 1;

const mapped = (text: string) => Array.from(text, (c) => LOOKS_LIKE[c] ?? c).join('');

/**
 * What text looks like, for finding look-alikes: two texts a person would take for each other
 * have the same skeleton. Compatibility forms folded (full-width "Ｒａｈｉｍ" is "Rahim"),
 * default-ignorable characters dropped (zero-width characters, joiners, bidirectional controls,
 * soft hyphens, variation selectors), letters that pass for Latin ones mapped to them, case
 * folded, and runs of spaces made one. Accents stay: "José" and "Jose" are different names.
 */
export const skeleton = (text: string) => {
  let folded = mapped(text.normalize('NFKD').replace(/\p{Default_Ignorable_Code_Point}/gu, ''));
  folded = mapped(folded.toLowerCase());
  for (const [pair, one] of READ_AS_ONE) folded = folded.replace(pair, one);
  return folded.replace(/\s+/g, ' ').trim().normalize('NFC');
};

/**
 * Arm copy as the product rules read it (arm-check.ts): what a reader sees, not the code points
 * typed. `ѕеx` (Cyrillic), `ｓｅｘ` (fullwidth), `se\u00ADx` (a soft hyphen), `s e x` and
 * `s.e.x` all read "sex", so each is checked as that. Only for checking: the copy is shown as it
 * was written. Four steps, each a table or one Unicode rule:
 *
 * 1. NFKC (UAX #15): fullwidth, mathematical, circled, superscript letters and ligatures become
 *    plain ones; then accents are dropped (NFD, marks removed), so `sèx` reads `sex`;
 * 2. invisible characters removed: Unicode's default-ignorable code points (soft hyphen,
 *    zero-width space and joiners, word joiner, variation selectors, Hangul fillers, tags) and
 *    format characters (bidi marks), INVISIBLE below naming the usual ones;
 * 3. letters of other scripts that look Latin (CONFUSABLES, from Unicode's confusables.txt for
 *    Cyrillic and Greek, plus dotless i) mapped to the Latin letter they look like;
 * 4. spacing collapsed: every run of spaces to one, and letters spelt out one by one (`s e x`,
 *    `s.e.x`, `s-e-x`, two or more single letters with one separator between each) joined.
 */

/** Invisible characters, named: every one is also default-ignorable or a format character. */
const INVISIBLE = [
  '\u00AD', // soft hyphen
  '\u034F', // combining grapheme joiner
  '\u061C', // Arabic letter mark
  '\u180E', // Mongolian vowel separator
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner
  '\u200D', // zero-width joiner
  '\u200E', // left-to-right mark
  '\u200F', // right-to-left mark
  '\u2060', // word joiner
  '\uFEFF', // zero-width no-break space
] as const
const INVISIBLES = new RegExp(
  `${INVISIBLE.join('|')}|\\p{Default_Ignorable_Code_Point}|\\p{Cf}`,
  'gu',
)

/** Cyrillic and Greek letters that look like a Latin one (confusables.txt), and dotless i. */
export const CONFUSABLES: Readonly<Record<string, string>> = {
  // Cyrillic, lower case
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  ԛ: 'q',
  ѕ: 's',
  т: 't',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  ԁ: 'd',
  ɡ: 'g',
  // Cyrillic, upper case
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Ѕ: 'S',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ү: 'Y',
  Ԝ: 'W',
  // Greek, lower case
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  // Greek, upper case
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Latin look-alikes NFKC leaves alone
  ı: 'i',
  ȷ: 'j',
}
const CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'gu')

const MARKS = /\p{M}/gu
const SPACES = /\s+/gu
/** Two or more single letters, one separator (a space, `.`, `-`, `_`, `*`, `·`, `•`) apart. */
const SPELT_OUT = /(?<![\p{L}\p{N}])\p{L}(?:[ .\-_*·•]\p{L}(?![\p{L}\p{N}]))+/gu
const SPELT_SEPARATORS = /[ .\-_*·•]/gu

/** Copy as the product rules read it (see above). */
export function normaliseCopy(text: string): string {
  return text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(INVISIBLES, '')
    .replace(MARKS, '')
    .replace(CONFUSABLE, (letter) => CONFUSABLES[letter]!)
    .replace(SPACES, ' ')
    .trim()
    .replace(SPELT_OUT, (letters) => letters.replace(SPELT_SEPARATORS, ''))
}

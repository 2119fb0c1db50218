/**
 * The PDF uses the standard Helvetica fonts, which carry no font file and so only the WinAnsi
 * (Windows-1252) characters; pdf-lib throws on anything else. Everything drawn passes through
 * `toWinAnsi` first, so a note with an emoji or a name in another script still makes a PDF: a
 * letter with an accent outside the set loses the accent ("ő" -> "o"), a few look-alikes are
 * swapped ("≥" -> ">="), and anything else becomes "?".
 */

/** The code points above ASCII that WinAnsi encodes (Latin-1's printable half, plus these). */
const EXTRA = [
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a,
  0x20ac, 0x2122,
];
const EXTRA_SET = new Set(EXTRA);

export function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    EXTRA_SET.has(codePoint)
  );
}

/** Look-alikes worth keeping as text rather than "?". */
const SWAPS: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '\u2014',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2260': '!=',
  '\u00ad': '',
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Variation selectors and joiners only shape the character before them (emoji mostly). */
const isInvisible = (code: number): boolean =>
  (code >= 0x200b && code <= 0x200d) ||
  code === 0x2060 ||
  (code >= 0xfe00 && code <= 0xfe0f) ||
  code === 0xfeff;

function replacement(char: string): string {
  const swap = SWAPS[char];
  if (swap !== undefined) return swap;
  if (/\s/.test(char)) return ' ';
  if (isInvisible(char.codePointAt(0) as number) || /\p{Cc}|\p{Cf}/u.test(char)) return '';
  const base = char.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (base !== '' && [...base].every((part) => isWinAnsi(part.codePointAt(0) as number))) {
    return base;
  }
  return '?';
}

/** `text` with only characters Helvetica can draw; whitespace of any kind becomes a space. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) as number;
    out += isWinAnsi(code) ? char : replacement(char);
  }
  return out;
}

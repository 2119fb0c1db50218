/**
 * Which font draws which part of a text. pdf-lib has no font fallback: a font draws only the
 * characters it has glyphs for. So text is cut into runs, each drawn with the first font of a
 * list that has every character of it: the text face for letters of any script it covers, the
 * emoji font for emoji. Pure, so it is tested with stand-in fonts; the PDF measures and draws
 * the same runs, so the widths used for line breaking are the widths drawn.
 */

export interface FontCoverage {
  /** Whether the font has a glyph for the code point. */
  has(codePoint: number): boolean;
  /** An emoji font: tried first for a character that asks to look like an emoji. */
  emoji: boolean;
}

export interface FontRun<F extends FontCoverage> {
  text: string;
  font: F;
}

/** Drawn for a character that no font has (a box with a question mark, "?" as a last resort). */
const REPLACEMENT = '\uFFFD';

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The user-perceived characters of `text`: "👩‍👩‍👧", "é" and "❤️" are one each. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/**
 * Text as the PDF draws it: composed (NFC), any whitespace (tab, line break, no-break space) a
 * plain space, control characters removed.
 */
export function drawableText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\s/g, ' ')
    .replace(/\p{Cc}/gu, '');
}

/** Variation selectors, joiners and the like: they shape the character before them, or nothing. */
const isIgnorable = (codePoint: number): boolean =>
  /\p{Default_Ignorable_Code_Point}/u.test(String.fromCodePoint(codePoint));

const codePoints = (cluster: string): number[] =>
  Array.from(cluster, (char) => char.codePointAt(0) as number);

/** An emoji by default ("😣"), or a symbol asked to look like one ("❤️", with U+FE0F). */
export function wantsEmoji(cluster: string): boolean {
  return /\p{Emoji_Presentation}|\uFE0F|\p{Emoji_Modifier}/u.test(cluster);
}

/** Whether `font` draws the cluster: it has every character that shows. */
function covers(font: FontCoverage, cluster: string): boolean {
  return codePoints(cluster).every((code) => font.has(code) || isIgnorable(code));
}

/** The cluster without the invisible characters the font lacks (it would draw them as boxes). */
function forFont(font: FontCoverage, cluster: string): string {
  return codePoints(cluster)
    .filter((code) => font.has(code) || !isIgnorable(code))
    .map((code) => String.fromCodePoint(code))
    .join('');
}

function fontFor<F extends FontCoverage>(cluster: string, fonts: readonly F[]): F | undefined {
  const emojiFirst = wantsEmoji(cluster);
  const ordered = emojiFirst
    ? [...fonts.filter((font) => font.emoji), ...fonts.filter((font) => !font.emoji)]
    : fonts;
  return ordered.find((font) => covers(font, cluster));
}

/**
 * `text` (made drawable) as runs of one font each, in order. Spaces are the text face's (an emoji
 * font's space is as wide as an emoji); a character no font has is drawn as the replacement
 * character.
 */
export function fontRuns<F extends FontCoverage>(
  text: string,
  fonts: readonly [F, ...F[]],
): FontRun<F>[] {
  const runs: FontRun<F>[] = [];
  for (const cluster of graphemes(drawableText(text))) {
    const piece = placed(cluster, fonts);
    const last = runs[runs.length - 1];
    if (last?.font === piece.font) last.text += piece.text;
    else runs.push(piece);
  }
  return runs;
}

/** The font that draws a cluster, and what it draws: the cluster, or the replacement. */
function placed<F extends FontCoverage>(cluster: string, fonts: readonly [F, ...F[]]): FontRun<F> {
  const font = fontFor(cluster, fonts);
  if (font !== undefined) return { font, text: forFont(font, cluster) };
  const [primary] = fonts;
  return {
    font: primary,
    text: primary.has(REPLACEMENT.codePointAt(0) as number) ? REPLACEMENT : '?',
  };
}

/**
 * Whether some of `text` needs a font beyond `fonts`: a character none of them has, or an emoji
 * (which an emoji font, when there is one, draws better than a text face that happens to have it).
 */
export function needsMoreFonts(text: string, fonts: readonly FontCoverage[]): boolean {
  return graphemes(drawableText(text)).some(
    (cluster) => wantsEmoji(cluster) || !fonts.some((font) => covers(font, cluster)),
  );
}

/**
 * Shortening what the person wrote for a report line. Whitespace (new lines included) becomes
 * single spaces, and a cut ends with "…" at a word boundary when one is near, so a clinician
 * never reads half a word as if it were the whole note.
 */
export const ELLIPSIS = '…';

/** Whitespace that collapseSpaces would change: other than one space between words. */
const UNEVEN_SPACE = /[^\S ]| {2}|^ | $/;

/**
 * `text` with every run of whitespace as one space, trimmed. Most notes are already like that,
 * and the daily log collapses a note for every day of the period: a test that finds nothing to
 * change is several times cheaper than the replacement, which makes a new string every time.
 */
export const collapseSpaces = (text: string): string =>
  UNEVEN_SPACE.test(text) ? text.replace(/\s+/g, ' ').trim() : text;

function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // Back to the last space unless the cut already ends a word, and only when that keeps most
  // of the room: one long word is cut as it is.
  if (text[max - 1] !== ' ' && space >= max * 0.6) cut = cut.slice(0, space);
  // Never leave half of a surrogate pair (an emoji) at the end.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}${ELLIPSIS}`;
}

/** At most `max` characters of `text`, ellipsis included. */
export function excerpt(text: string, max: number): string {
  return cutAt(collapseSpaces(text), max);
}

/**
 * At most `max` characters of `text` (already collapsed) that show the words at `index`, where a
 * match was found: from the start when it fits there, else from a word a little before the
 * match, with a leading "…".
 */
export function excerptAround(text: string, index: number, max: number): string {
  if (index + 30 <= max) return cutAt(text, max);
  let start = index - Math.floor(max / 3);
  const space = text.indexOf(' ', start);
  if (space !== -1 && space < index) start = space + 1;
  return ELLIPSIS + cutAt(text.slice(start), max - 1);
}

/**
 * Shortening what the person wrote for a report line. Whitespace (new lines included) becomes
 * single spaces, and a cut ends with "…" at a word boundary when one is near, so a clinician
 * never reads half a word as if it were the whole note.
 */
export const ELLIPSIS = '…';

export const collapseSpaces = (text: string): string => text.replace(/\s+/g, ' ').trim();

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

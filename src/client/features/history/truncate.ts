/** Spec §9: history shows gratitude up to 150 characters and notes up to 200. */
export const HISTORY_JOURNAL_MAX = 200;
export const HISTORY_GRATITUDE_MAX = 150;
export const HISTORY_NOTES_MAX = 200;

/**
 * `text` cut to `max` characters with an ellipsis when it is longer. Counts code points, so an
 * emoji is one character and is never cut in half.
 */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

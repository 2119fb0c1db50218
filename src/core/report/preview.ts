/** The generator's preview and file names (spec document 1 sections 2 and 9). */

export const PREVIEW_LENGTH = 1500;

/**
 * The first 1500 characters of the report, as the preview shows it. A cut through an emoji's
 * surrogate pair drops its orphaned first half rather than show a broken character.
 */
export function previewOf(text: string): string {
  const preview = text.slice(0, PREVIEW_LENGTH);
  return /[\uD800-\uDBFF]$/.test(preview) ? preview.slice(0, -1) : preview;
}

/** The provider report's download: `healthcare-report-{yyyy-MM-dd}.md` (the user's date). */
export function reportFileName(date: string): string {
  return `healthcare-report-${date}.md`;
}

import { collapseSpaces } from './excerpt';

/**
 * Building the reports' markdown. Everything the person typed (names, notes, medication and
 * trigger names) goes through `mdText`, so it reads as the words typed and never as markdown:
 * a note starting with "#" is not a heading, "|" does not split a table cell, and "<script>" is
 * text (markdown viewers would otherwise pass raw HTML through).
 */

/** Characters with a meaning anywhere in a line. `&` only matters before an entity name. */
const INLINE = /[\\`*_[\]<>|~]|&(?=#?\w+;)/g;
/** What makes a line start a heading, quote, list, rule or setext underline. */
const LINE_START = /^(\s*)([#>+=-]|\d+(?=[.)]))/;

/** One line of user text, safe inside a paragraph, list item or table cell. */
export function mdText(text: string): string {
  const escaped = collapseSpaces(text).replace(INLINE, (char) => `\\${char}`);
  // "1. item" -> "1\. item": escape the dot after the digits, not the digits.
  return escaped.replace(LINE_START, (_all, space: string, marker: string) =>
    /^\d/.test(marker) ? `${space}${marker}\\` : `${space}\\${marker}`,
  );
}

/** Several lines of user text (the patient's additional notes): one paragraph per line. */
export function mdParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => mdText(line))
    .filter((line) => line !== '');
}

export const bold = (text: string): string => `**${text}**`;

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** A table; cells are trusted text (user text must already have gone through mdText). */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * A `##` section. It always has a body: a section with nothing to show says so in words, so the
 * reports never carry an empty heading.
 */
export function section(title: string, blocks: readonly string[], level = 2): string {
  const body = blocks.filter((block) => block.trim() !== '');
  if (body.length === 0) throw new Error(`report section "${title}" has no content`);
  return [`${'#'.repeat(level)} ${title}`, ...body].join('\n\n');
}

/** The document: blocks separated by a blank line, ending with a new line. */
export function documentOf(blocks: readonly string[]): string {
  return `${blocks.filter((block) => block.trim() !== '').join('\n\n')}\n`;
}

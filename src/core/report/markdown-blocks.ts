/**
 * The reports' markdown read back as blocks and styled runs, the one reading of it that both
 * outputs share: the print window's HTML (markdown-html.ts) and the PDF. It knows only what the
 * renderers write: headings (#, ##, ###), paragraphs, "- " lists, pipe tables, "---" rules,
 * **bold** and backslash escapes.
 */

/** A piece of inline text with its style; escapes are already resolved to the characters typed. */
export interface TextRun {
  text: string;
  bold: boolean;
}

/** Block text is kept as markdown source; `inlineRuns` resolves it. */
export type MarkdownBlock =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'table'; header: string[]; rows: string[][] }
  | { type: 'rule' };

const PUNCTUATION = /[!-/:-@[-`{-~]/;

/** Whether an unescaped "**" follows `from`, so an opening "**" has a partner. */
function closesBold(text: string, from: number): boolean {
  for (let index = from; index < text.length - 1; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '*' && text[index + 1] === '*') return true;
  }
  return false;
}

/** Inline text as runs: backslash escapes, **bold** (only when it closes), the rest as text. */
export function inlineRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let current = '';
  let bold = false;
  const flush = () => {
    if (current !== '') runs.push({ text: current, bold });
    current = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    const next = text[index + 1];
    if (char === '\\' && next !== undefined && PUNCTUATION.test(next)) {
      current += next;
      index += 1;
    } else if (char === '*' && next === '*' && (bold || closesBold(text, index + 2))) {
      flush();
      bold = !bold;
      index += 1;
    } else {
      current += char;
    }
  }
  flush();
  return runs;
}

/** The runs' text without styles. */
export const plainText = (runs: readonly TextRun[]): string => runs.map((run) => run.text).join('');

/** A table row's cells; "\|" inside a cell is a pipe, not a border (the escape is kept). */
export function tableCells(line: string): string[] {
  const found: string[] = [];
  let current = '';
  const body = line.trim().replace(/^\|/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index] as string;
    if (char === '\\' && index + 1 < body.length) {
      current += char + body[index + 1];
      index += 1;
    } else if (char === '|') {
      found.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim() !== '') found.push(current.trim());
  return found;
}

const isTableLine = (line: string) => line.trimStart().startsWith('|');
const isDivider = (line: string) => /^\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/.test(line.trim());
const isRule = (line: string) => /^-{3,}\s*$/.test(line.trim());
const HEADING = /^(#{1,6})\s+(.*)$/;
const LIST_ITEM = /^[-*]\s+(.*)$/;

export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let index = 0;
  const takeWhile = (test: (line: string) => boolean) => {
    const taken: string[] = [];
    while (index < lines.length && test(lines[index] as string)) {
      taken.push(lines[index] as string);
      index += 1;
    }
    return taken;
  };
  while (index < lines.length) {
    const line = lines[index] as string;
    const heading = HEADING.exec(line);
    if (line.trim() === '') {
      index += 1;
    } else if (heading) {
      const level = (heading[1] as string).length;
      blocks.push({ type: 'heading', level, text: (heading[2] as string).trim() });
      index += 1;
    } else if (isRule(line)) {
      blocks.push({ type: 'rule' });
      index += 1;
    } else if (isTableLine(line)) {
      const [head, ...rest] = takeWhile(isTableLine);
      blocks.push({
        type: 'table',
        header: tableCells(head as string),
        rows: rest.filter((row) => !isDivider(row)).map(tableCells),
      });
    } else if (LIST_ITEM.test(line)) {
      const items = takeWhile((next) => LIST_ITEM.test(next));
      blocks.push({ type: 'list', items: items.map((item) => LIST_ITEM.exec(item)?.[1] ?? '') });
    } else {
      const paragraph = takeWhile(
        (next) =>
          next.trim() !== '' &&
          !HEADING.test(next) &&
          !isTableLine(next) &&
          !LIST_ITEM.test(next) &&
          !isRule(next),
      );
      blocks.push({ type: 'paragraph', text: paragraph.map((text) => text.trim()).join(' ') });
    }
  }
  return blocks;
}

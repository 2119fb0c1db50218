/**
 * The reports' markdown as simple HTML for the print window (spec: "opens a new window with the
 * report as simple HTML and prints"). It reads only what the renderers write: headings (#, ##,
 * ###), paragraphs, "- " lists, pipe tables, "---" rules, **bold** and backslash escapes.
 *
 * Every character of text is HTML-escaped, and the only tags are the fixed ones below, without
 * attributes: a note holding "<script>" or "<img onerror=...>" prints as those characters.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}

const PUNCTUATION = /[!-/:-@[-`{-~]/;

/** Inline text: backslash escapes, **bold** (only when it closes), everything else as text. */
export function inlineHtml(text: string): string {
  let html = '';
  let bold = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    const next = text[index + 1];
    if (char === '\\' && next !== undefined && PUNCTUATION.test(next)) {
      html += escapeHtml(next);
      index += 1;
    } else if (char === '*' && next === '*' && (bold || closesBold(text, index + 2))) {
      html += bold ? '</strong>' : '<strong>';
      bold = !bold;
      index += 1;
    } else {
      html += escapeHtml(char);
    }
  }
  return html;
}

/** Whether an unescaped "**" follows `from`, so an opening "**" has a partner. */
function closesBold(text: string, from: number): boolean {
  for (let index = from; index < text.length - 1; index += 1) {
    if (text[index] === '\\') index += 1;
    else if (text[index] === '*' && text[index + 1] === '*') return true;
  }
  return false;
}

/** A table row's cells; "\|" inside a cell is a pipe, not a border. */
function cells(line: string): string[] {
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
const HEADING = /^(#{1,6})\s+(.*)$/;
const LIST_ITEM = /^[-*]\s+(.*)$/;

function tableHtml(lines: readonly string[]): string {
  const [head, ...rest] = lines;
  const rows = rest.filter((line) => !isDivider(line));
  const row = (line: string, tag: 'th' | 'td') =>
    `<tr>${cells(line)
      .map((cell) => `<${tag}>${inlineHtml(cell)}</${tag}>`)
      .join('')}</tr>`;
  return (
    `<table><thead>${row(head as string, 'th')}</thead>` +
    `<tbody>${rows.map((line) => row(line, 'td')).join('')}</tbody></table>`
  );
}

export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
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
      out.push(`<h${level}>${inlineHtml((heading[2] as string).trim())}</h${level}>`);
      index += 1;
    } else if (/^-{3,}\s*$/.test(line.trim())) {
      out.push('<hr>');
      index += 1;
    } else if (isTableLine(line)) {
      out.push(tableHtml(takeWhile(isTableLine)));
    } else if (LIST_ITEM.test(line)) {
      const items = takeWhile((next) => LIST_ITEM.test(next));
      const html = items.map((item) => `<li>${inlineHtml(LIST_ITEM.exec(item)?.[1] ?? '')}</li>`);
      out.push(`<ul>${html.join('')}</ul>`);
    } else {
      const paragraph = takeWhile(
        (next) =>
          next.trim() !== '' &&
          !HEADING.test(next) &&
          !isTableLine(next) &&
          !LIST_ITEM.test(next) &&
          !/^-{3,}\s*$/.test(next.trim()),
      );
      out.push(`<p>${paragraph.map((text) => inlineHtml(text.trim())).join(' ')}</p>`);
    }
  }
  return out.join('\n');
}

const PRINT_STYLE =
  'body{font:14px/1.5 system-ui,sans-serif;color:#111;max-width:48rem;margin:2rem auto;padding:0 1rem}' +
  'h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:1.6rem;border-bottom:1px solid #ccc}' +
  'h3{font-size:1.05rem}table{border-collapse:collapse;margin:.5rem 0;width:100%}' +
  'th,td{border:1px solid #bbb;padding:.25rem .5rem;text-align:left;vertical-align:top}' +
  'th{background:#f2f2f2}hr{border:0;border-top:1px solid #ccc;margin:1.5rem 0}' +
  '@media print{body{margin:0}tr{break-inside:avoid}h2,h3{break-after:avoid}}';

/** A whole HTML document for the print window, titled with `title` (escaped too). */
export function printableHtml(markdown: string, title: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>${PRINT_STYLE}</style></head><body>\n${markdownToHtml(markdown)}\n</body></html>`
  );
}

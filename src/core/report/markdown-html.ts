import { inlineRuns, markdownBlocks, type MarkdownBlock } from './markdown-blocks';

/**
 * The reports' markdown as simple HTML for the print window (spec: "opens a new window with the
 * report as simple HTML and prints"). markdown-blocks.ts reads the markdown; this
 * file only writes the tags.
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

/** Inline text: backslash escapes, **bold** (only when it closes), everything else as text. */
export function inlineHtml(text: string): string {
  return inlineRuns(text)
    .map((run) => (run.bold ? `<strong>${escapeHtml(run.text)}</strong>` : escapeHtml(run.text)))
    .join('');
}

function blockHtml(block: MarkdownBlock): string {
  switch (block.type) {
    case 'heading':
      return `<h${block.level}>${inlineHtml(block.text)}</h${block.level}>`;
    case 'rule':
      return '<hr>';
    case 'paragraph':
      return `<p>${inlineHtml(block.text)}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`;
    case 'table': {
      const row = (cells: readonly string[], tag: 'th' | 'td') =>
        `<tr>${cells.map((cell) => `<${tag}>${inlineHtml(cell)}</${tag}>`).join('')}</tr>`;
      return (
        `<table><thead>${row(block.header, 'th')}</thead>` +
        `<tbody>${block.rows.map((cells) => row(cells, 'td')).join('')}</tbody></table>`
      );
    }
  }
}

export function markdownToHtml(markdown: string): string {
  return markdownBlocks(markdown).map(blockHtml).join('\n');
}

const PRINT_STYLE =
  'body{font:14px/1.5 system-ui,sans-serif;color:#111;max-width:48rem;margin:2rem auto;padding:0 1rem}' +
  'h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:1.6rem;border-bottom:1px solid #ccc}' +
  'h3{font-size:1.05rem}table{border-collapse:collapse;margin:.5rem 0;width:100%}' +
  'th,td{border:1px solid #bbb;padding:.25rem .5rem;text-align:left;vertical-align:top}' +
  'th{background:#f2f2f2}hr{border:0;border-top:1px solid #ccc;margin:1.5rem 0}' +
  'figure{margin:1rem 0;break-inside:avoid}figure img{max-width:100%;max-height:60vh}' +
  'figcaption{font-size:.85rem;color:#444}' +
  '@media print{body{margin:0}tr{break-inside:avoid}h2,h3{break-after:avoid}}';

/** A picture in the printed report: where the browser loads it from, and its caption. */
export interface PrintFigure {
  src: string;
  caption: string;
}

const figureHtml = ({ src, caption }: PrintFigure) =>
  `<figure><img src="${escapeHtml(src)}" alt="${escapeHtml(caption)}">` +
  `<figcaption>${escapeHtml(caption)}</figcaption></figure>`;

/**
 * A whole HTML document for the print window, titled with `title` (escaped too), with the
 * report's figures (the photos the patient chose) after its text.
 */
export function printableHtml(
  markdown: string,
  title: string,
  figures: readonly PrintFigure[] = [],
): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>${PRINT_STYLE}</style></head><body>\n${markdownToHtml(markdown)}\n` +
    `${figures.map(figureHtml).join('\n')}</body></html>`
  );
}

import { Fragment, createElement } from 'react';
import { inlineRuns, markdownBlocks, type MarkdownBlock } from '@core/report/markdown-blocks';

/**
 * The report's markdown as HTML, read by the same code as the print window's HTML and the PDF
 * (core/report/markdown-blocks), written as React elements so every character stays text.
 * Headings move down `shift` levels to sit under the page's own.
 */

function Inline({ text }: { text: string }) {
  return (
    <>
      {inlineRuns(text).map((run, index) =>
        run.bold ? (
          <strong key={index}>{run.text}</strong>
        ) : (
          <Fragment key={index}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}

function Block({ block, shift }: { block: MarkdownBlock; shift: number }) {
  switch (block.type) {
    case 'heading': {
      const level = Math.min(block.level + shift, 6);
      return createElement(
        `h${level}`,
        { className: HEADING_CLASS[level] },
        <Inline text={block.text} />,
      );
    }
    case 'rule':
      return <hr className="my-4 border-slate-200" />;
    case 'paragraph':
      return (
        <p>
          <Inline text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc pl-6">
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline text={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        // A wide table scrolls on a phone; the region can take focus so a keyboard scrolls it too.
        <div
          className="overflow-x-auto"
          role="region"
          // Named by its columns: a report has several tables, and each region needs its own name.
          aria-label={`Table of ${block.header.join(', ')}, scrolls sideways`}
          tabIndex={0}
        >
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  <th
                    key={index}
                    scope="col"
                    className="border border-slate-300 bg-slate-50 px-2 py-1 text-left"
                  >
                    <Inline text={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} className="border border-slate-300 px-2 py-1 align-top">
                      <Inline text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

const HEADING_CLASS: Record<number, string> = {
  1: 'text-2xl font-semibold',
  2: 'text-xl font-semibold',
  3: 'mt-2 text-xl font-semibold text-slate-900',
  4: 'mt-4 border-b border-slate-200 pb-1 text-lg font-semibold text-slate-900',
  5: 'mt-2 text-base font-semibold text-slate-900',
  6: 'text-base font-semibold text-slate-900',
};

export function ReportMarkdown({ text, shift = 2 }: { text: string; shift?: number }) {
  return (
    <div className="flex flex-col gap-3 text-base leading-relaxed text-slate-800 break-words">
      {markdownBlocks(text).map((block, index) => (
        <Block key={index} block={block} shift={shift} />
      ))}
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { layoutDocument, pageLabel } from './layout';
import { fakeMeasure } from './test-measure';
import { CONTENT_WIDTH, PAGE } from './theme';
import type { DrawOp, PdfBlock, PdfPage } from './types';

type TextOp = Extract<DrawOp, { kind: 'text' }>;
const texts = (page: PdfPage): TextOp[] => page.filter((op): op is TextOp => op.kind === 'text');
const isFooter = (op: TextOp) => op.y < PAGE.marginBottom;
const body = (page: PdfPage) => texts(page).filter((op) => !isFooter(op));
const layout = (blocks: PdfBlock[]) =>
  layoutDocument(blocks, { measure: fakeMeasure, footer: 'Healthcare Provider Report · Jo' });

const sentence = 'Pain was worse after poor nights and eased on days with a short walk.';
const longParagraph: PdfBlock = {
  type: 'paragraph',
  runs: [{ text: Array.from({ length: 200 }, () => sentence).join(' '), bold: false }],
};

describe('layoutDocument', () => {
  it('numbers every page "Page n of N" in the footer, with the report named beside it', () => {
    const pages = layout([{ type: 'title', text: 'Healthcare Provider Report' }, longParagraph]);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      const footer = texts(page)
        .filter(isFooter)
        .map((op) => op.text);
      expect(footer).toEqual([
        'Healthcare Provider Report · Jo',
        pageLabel(index + 1, pages.length),
      ]);
    });
    expect(pageLabel(1, 3)).toBe('Page 1 of 3');
  });

  it('keeps all text inside the margins and above the footer', () => {
    const pages = layout([
      { type: 'title', text: 'Insurance Documentation' },
      {
        type: 'details',
        rows: [
          ['Patient', 'Jo Smith'],
          ['Period covered', 'Last month'],
        ],
      },
      longParagraph,
      {
        type: 'list',
        items: Array.from({ length: 60 }, () => [{ text: sentence, bold: false }]),
      },
    ]);
    for (const page of pages) {
      for (const op of body(page)) {
        expect(op.x).toBeGreaterThanOrEqual(PAGE.marginX);
        expect(op.x + fakeMeasure(op.text, op.size, op.bold)).toBeLessThanOrEqual(
          PAGE.marginX + CONTENT_WIDTH + 0.001,
        );
        expect(op.y).toBeGreaterThan(PAGE.marginBottom - 1);
        expect(op.y).toBeLessThan(PAGE.height - PAGE.marginTop);
      }
    }
  });

  it('flows a long paragraph across pages without losing a word', () => {
    const pages = layout([longParagraph]);
    const words = pages.flatMap((page) => body(page).flatMap((op) => op.text.trim().split(/\s+/)));
    expect(words.join(' ')).toBe(Array.from({ length: 200 }, () => sentence).join(' '));
  });

  it('repeats a table header on each page the table runs onto, and never splits a row', () => {
    const rows = Array.from({ length: 90 }, (_, index) => [
      [{ text: `Day ${index + 1}`, bold: false }],
      [{ text: String(index % 10), bold: false }],
    ]);
    const pages = layout([{ type: 'table', header: ['Date', 'Pain'], rows }]);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(body(page)[0]?.text).toBe('Date');
      expect(body(page).filter((op) => op.text === 'Date')).toHaveLength(1);
    }
    const days = pages.flatMap((page) =>
      body(page)
        .filter((op) => op.text.startsWith('Day'))
        .map((op) => op.text),
    );
    expect(days).toHaveLength(90);
  });

  it('moves a heading that would sit alone at the foot of a page to the next page', () => {
    const filler: PdfBlock = {
      type: 'list',
      items: Array.from({ length: 44 }, (_, index) => [{ text: `Item ${index}`, bold: false }]),
    };
    const pages = layout([
      filler,
      { type: 'heading', level: 2, text: 'Medications' },
      longParagraph,
    ]);
    const headingPage = pages.findIndex((page) =>
      body(page).some((op) => op.text === 'Medications'),
    );
    const page = pages[headingPage] as PdfPage;
    const heading = body(page).find((op) => op.text === 'Medications') as TextOp;
    // Something of the paragraph follows it on the same page.
    expect(body(page).some((op) => op.y < heading.y && op.text.includes('Pain'))).toBe(true);
  });

  it('draws the chart with its severe line', () => {
    const [page] = layout([
      {
        type: 'chart',
        title: 'Daily pain',
        caption: 'Each dot is one day.',
        start: '2026-01-01',
        end: '2026-01-07',
        points: [
          { date: '2026-01-01', painLevel: 4 },
          { date: '2026-01-02', painLevel: 8 },
        ],
      },
    ]) as [PdfPage];
    expect(page.filter((op) => op.kind === 'circle')).toHaveLength(2);
    expect(body(page).map((op) => op.text)).toEqual(
      expect.arrayContaining(['Daily pain', 'Severe', '1 Jan', '7 Jan']),
    );
    expect(page.some((op) => op.kind === 'line' && op.dash !== undefined)).toBe(true);
  });

  it('makes one page, with its footer, from no blocks', () => {
    const pages = layout([]);
    expect(pages).toHaveLength(1);
    expect(texts(pages[0] as PdfPage).map((op) => op.text)).toContain('Page 1 of 1');
  });

  it('scales a photo to the page width or 320 pt high, never past its pixels, caption below', () => {
    type ImageOp = Extract<DrawOp, { kind: 'image' }>;
    const imagesOf = (page: PdfPage) => page.filter((op): op is ImageOp => op.kind === 'image');
    const photo = (ref: number, width: number, height: number): PdfBlock => ({
      type: 'photo',
      ref,
      caption: `Photo ${ref}`,
      width,
      height,
    });
    const pages = layout([photo(0, 2000, 1000), photo(1, 1000, 3000), photo(2, 64, 48)]);
    const images = pages.flatMap(imagesOf);
    expect(images.map((op) => [op.ref, op.width, op.height])).toEqual([
      [0, CONTENT_WIDTH, CONTENT_WIDTH / 2],
      [1, (320 * 1000) / 3000, 320],
      [2, 64, 48],
    ]);
    const first = pages[0] as PdfPage;
    const [image] = imagesOf(first);
    const caption = body(first).find((op) => op.text === 'Photo 0');
    expect(caption && image && caption.y < image.y).toBe(true);
  });
});

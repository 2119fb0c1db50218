import { COLOR, lineHeight, PAGE } from './theme';
import type { DrawOp, Measure, PdfPage, Rgb, TextRun } from './types';
import type { WrappedLine } from './wrap';

/**
 * The writing position while laying out: the pages so far and how far down the current one the
 * content has reached. `ensure` starts a new page when the next piece would cross the bottom
 * margin, unless the page is still empty (a piece taller than a page goes on as it is).
 */
export class PageCursor {
  readonly pages: PdfPage[] = [[]];
  /** The top of the space left, in PDF coordinates (it falls as content is added). */
  y: number = PAGE.height - PAGE.marginTop;
  private readonly top = PAGE.height - PAGE.marginTop;
  private readonly bottom = PAGE.marginBottom;

  constructor(readonly measure: Measure) {}

  get page(): PdfPage {
    return this.pages[this.pages.length - 1] as PdfPage;
  }

  get atTop(): boolean {
    return this.y >= this.top;
  }

  get remaining(): number {
    return this.y - this.bottom;
  }

  /** Whether it moved to a new page. */
  ensure(height: number): boolean {
    if (height <= this.remaining || this.atTop) return false;
    this.newPage();
    return true;
  }

  newPage(): void {
    this.pages.push([]);
    this.y = this.top;
  }

  /** Vertical space, dropped at the top of a page where it would only push content down. */
  gap(height: number): void {
    if (!this.atTop) this.y = Math.max(this.y - height, this.bottom);
  }

  draw(op: DrawOp): void {
    this.page.push(op);
  }

  /** One wrapped line with its baseline at `baseline`, starting at `x`. */
  drawLine(line: WrappedLine, x: number, baseline: number, size: number, color: Rgb): void {
    let left = x;
    for (const run of line.runs) {
      if (run.text.trim() !== '') {
        this.draw({
          kind: 'text',
          x: left,
          y: baseline,
          text: run.text,
          size,
          bold: run.bold,
          color,
        });
      }
      left += this.measure(run.text, size, run.bold);
    }
  }

  /**
   * Lines of text, breaking to a new page between lines where needed. The first baseline sits
   * one ascent (about 0.8 of the size) below the cursor.
   */
  writeLines(lines: readonly WrappedLine[], x: number, size: number, color: Rgb = COLOR.text) {
    const height = lineHeight(size);
    for (const line of lines) {
      this.ensure(height);
      this.drawLine(line, x, this.y - baselineOffset(size), size, color);
      this.y -= height;
    }
  }
}

/** From the top of a line box to its baseline: half the leading, then about one ascent. */
export const baselineOffset = (size: number): number => (lineHeight(size) - size) / 2 + size * 0.8;

export const runsOf = (text: string, bold = false): TextRun[] => [{ text, bold }];

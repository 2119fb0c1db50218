import fontkit from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { withEvenGlyphs } from './even-glyphs';
import { fontRuns, needsMoreFonts, type FontCoverage, type FontRun } from './font-runs';

/**
 * The fonts of Cairn's PDFs (the report and the research certificate): a text face with wide
 * coverage (Latin with every accent, Greek, Cyrillic and common symbols) in regular and bold,
 * and an emoji font, added only when the text has emoji or something the text face lacks.
 * Each is embedded as a subset, only the glyphs drawn, which keeps a report's PDF small; an
 * embedded font also writes the map that lets a reader copy and search the text as typed.
 */

/** The font files, each read only when a PDF needs it (fetched in the browser, read in tests). */
export interface FontFiles {
  regular(): Promise<Uint8Array>;
  bold(): Promise<Uint8Array>;
  emoji(): Promise<Uint8Array>;
}

interface EmbeddedFont extends FontCoverage {
  pdfFont: PDFFont;
}

async function embed(doc: PDFDocument, bytes: Uint8Array, emoji: boolean): Promise<EmbeddedFont> {
  // Padded first: fontkit's subsetter breaks glyphs of odd length (even-glyphs.ts).
  const pdfFont = await doc.embedFont(withEvenGlyphs(bytes), { subset: true });
  const characters = new Set(pdfFont.getCharacterSet());
  return { pdfFont, emoji, has: (codePoint) => characters.has(codePoint) };
}

type FontList = readonly [EmbeddedFont, ...EmbeddedFont[]];

export interface DrawTextOptions {
  x: number;
  y: number;
  size: number;
  bold: boolean;
  color: Color;
}

/** Text measured and drawn in a document's fonts, each run in the font that has its glyphs. */
export class PdfText {
  /** Widths at size 1, by style and text: line breaking measures the same words again and again. */
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly regular: FontList,
    private readonly bold: FontList,
  ) {}

  private runs(text: string, bold: boolean): FontRun<EmbeddedFont>[] {
    return fontRuns(text, bold ? this.bold : this.regular);
  }

  /** Width of `text` in points at `size` (widths scale with the size). */
  measure = (text: string, size: number, bold: boolean): number => {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.runs(text, bold).reduce(
        (total, run) => total + run.font.pdfFont.widthOfTextAtSize(run.text, 1),
        0,
      );
      this.widths.set(key, width);
    }
    return width * size;
  };

  draw(page: PDFPage, text: string, options: DrawTextOptions): void {
    let x = options.x;
    for (const run of this.runs(text, options.bold)) {
      const font = run.font.pdfFont;
      page.drawText(run.text, { x, y: options.y, size: options.size, font, color: options.color });
      x += font.widthOfTextAtSize(run.text, options.size);
    }
  }
}

/**
 * Embeds the fonts `text` (everything the document will say) needs into `doc`: always the text
 * face, the emoji font only when some of the text asks for it.
 */
export async function embedPdfFonts(
  doc: PDFDocument,
  files: FontFiles,
  text: string,
): Promise<PdfText> {
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await Promise.all([files.regular(), files.bold()]);
  const regular = await embed(doc, regularBytes, false);
  const bold = await embed(doc, boldBytes, false);
  // A letter the bold face lacks is drawn from the regular one before falling back further.
  const fallbacks: EmbeddedFont[] = [];
  if (needsMoreFonts(text, [regular, bold])) {
    fallbacks.push(await embed(doc, await files.emoji(), true));
  }
  return new PdfText([regular, ...fallbacks], [bold, regular, ...fallbacks]);
}

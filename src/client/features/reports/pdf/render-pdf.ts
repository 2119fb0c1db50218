import { PDFDocument, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import type { ReportData } from '@core/report/build';
import { REPORT_TITLES, type ReportKind } from '@core/report/kinds';
import { formatDate } from '@core/report/words';
import { reportPdfBlocks } from './blocks';
import { layoutDocument } from './layout';
import { fetchedFontFiles } from './font-files';
import { embedPdfFonts, type FontFiles, type PdfText } from './pdf-fonts';
import { PAGE } from './theme';
import type { DrawOp, PdfBlock, Rgb } from './types';

/**
 * The report as a PDF, drawn with pdf-lib. This module (and pdf-lib with it) is only loaded
 * when someone asks for a PDF: the Reports page imports it with `import()`.
 */

export interface ReportPdfInput {
  kind: ReportKind;
  data: ReportData;
  /** The report's markdown, as rendered for the preview and the download. */
  text: string;
  /** The photos the patient chose for this report, in order, as JPEG (load-photos.ts). */
  photos?: readonly PdfPhoto[];
}

export interface PdfPhoto {
  jpeg: Uint8Array;
  width: number;
  height: number;
  caption: string;
}

/** The photos go last, under the report's "Photos" section that names them. */
const photoBlocks = (photos: readonly PdfPhoto[]): PdfBlock[] =>
  photos.map((photo, ref) => ({
    type: 'photo',
    ref,
    caption: photo.caption,
    width: photo.width,
    height: photo.height,
  }));

const color = ([r, g, b]: Rgb) => rgb(r, g, b);

function draw(page: PDFPage, op: DrawOp, text: PdfText, images: readonly PDFImage[]) {
  switch (op.kind) {
    case 'text':
      text.draw(page, op.text, {
        x: op.x,
        y: op.y,
        size: op.size,
        bold: op.bold,
        color: color(op.color),
      });
      return;
    case 'line':
      page.drawLine({
        start: { x: op.x1, y: op.y1 },
        end: { x: op.x2, y: op.y2 },
        thickness: op.width,
        color: color(op.color),
        dashArray: op.dash ? [...op.dash] : undefined,
      });
      return;
    case 'rect':
      page.drawRectangle({
        x: op.x,
        y: op.y,
        width: op.width,
        height: op.height,
        color: color(op.color),
      });
      return;
    case 'circle':
      page.drawCircle({ x: op.x, y: op.y, size: op.radius, color: color(op.color) });
      return;
    case 'image': {
      const image = images[op.ref];
      if (image) page.drawImage(image, { x: op.x, y: op.y, width: op.width, height: op.height });
      return;
    }
  }
}

/** "Healthcare Provider Report · Maria Lopez · 31 Jan 2026": the footer of every page. */
export function footerText(kind: ReportKind, data: ReportData): string {
  return [REPORT_TITLES[kind], data.patient.name.trim(), formatDate(data.generatedOn) ?? '']
    .filter((part) => part !== '')
    .join(' \u00b7 ');
}

/** The PDF's bytes; the font files are fetched, unless given (tests read them from disk). */
export async function createReportPdf(
  input: ReportPdfInput,
  fonts: FontFiles = fetchedFontFiles,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const footer = footerText(input.kind, input.data);
  // The blocks' words all come from the report's text; the footer adds the name once more.
  const photos = input.photos ?? [];
  const captions = photos.map((photo) => photo.caption).join('\n');
  const text = await embedPdfFonts(doc, fonts, `${input.text}\n${footer}\n${captions}`);
  const images = await Promise.all(photos.map((photo) => doc.embedJpg(photo.jpeg)));
  const blocks = [...reportPdfBlocks(input.text, input.data), ...photoBlocks(photos)];
  const pages = layoutDocument(blocks, { measure: text.measure, footer });
  for (const ops of pages) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    for (const op of ops) draw(page, op, text, images);
  }
  const name = input.data.patient.name.trim();
  // Metadata is stored as UTF-16, so it keeps the name exactly as typed.
  doc.setTitle(name === '' ? REPORT_TITLES[input.kind] : `${REPORT_TITLES[input.kind]}: ${name}`);
  doc.setSubject(
    `${input.data.period.label}, ${input.data.period.start} to ${input.data.period.end}`,
  );
  doc.setCreator('Cairn');
  doc.setProducer('Cairn');
  doc.setLanguage('en');
  doc.setCreationDate(new Date());
  return doc.save();
}

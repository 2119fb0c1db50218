import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { toWinAnsi } from '@client/features/reports/pdf/win-ansi';

/**
 * The Certificate of Research Participation, drawn with pdf-lib. This module (and pdf-lib with
 * it) is only loaded when someone asks for a certificate: certificate.ts imports it with
 * `import()`. Everything drawn passes through toWinAnsi, since the standard fonts carry no
 * characters beyond WinAnsi.
 */

export interface CertificateInput {
  name: string;
  studyTitle: string;
  institution: string;
  principalInvestigator: string;
  /** Already in words ("5 Jan 2026"). */
  enrolled: string;
  completed: string;
  dataPoints: string;
  ethicsApproval: string;
}

export const CERTIFICATE_TITLE = 'Certificate of Research Participation';

// A4 landscape, in points.
const WIDTH = 842;
const HEIGHT = 595;
const MARGIN = 48;
const TEAL = rgb(0.06, 0.46, 0.43);
const INK = rgb(0.12, 0.16, 0.2);
const MUTED = rgb(0.36, 0.42, 0.47);

/** Splits `text` into lines no wider than `width` at `size` (long words are cut). */
export function wrapLines(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws centred, wrapped text from `y` down; returns the y under it. */
function centred(
  page: PDFPage,
  text: string,
  y: number,
  options: { font: PDFFont; size: number; color?: ReturnType<typeof rgb>; maxLines?: number },
): number {
  const { font, size, color = INK, maxLines = 3 } = options;
  const lines = wrapLines(toWinAnsi(text), font, size, WIDTH - 2 * MARGIN - 40).slice(0, maxLines);
  let cursor = y;
  for (const line of lines) {
    const width = font.widthOfTextAtSize(line, size);
    page.drawText(line, { x: (WIDTH - width) / 2, y: cursor, size, font, color });
    cursor -= size * 1.3;
  }
  return cursor;
}

export async function createCertificatePdf(input: CertificateInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(`${CERTIFICATE_TITLE}: ${input.studyTitle}`));
  doc.setAuthor('Cairn');
  doc.setCreator('Cairn');
  doc.setSubject(toWinAnsi(input.studyTitle));
  const page = doc.addPage([WIDTH, HEIGHT]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: TEAL,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 32,
    y: 32,
    width: WIDTH - 64,
    height: HEIGHT - 64,
    borderColor: TEAL,
    borderWidth: 0.75,
  });

  let y = HEIGHT - 110;
  y = centred(page, CERTIFICATE_TITLE, y, { font: bold, size: 30, color: TEAL });
  y = centred(page, 'This certifies that', y - 18, { font: regular, size: 14, color: MUTED });
  y = centred(page, input.name, y - 8, { font: bold, size: 26, maxLines: 2 });
  y = centred(page, 'took part in the research study', y - 8, {
    font: regular,
    size: 14,
    color: MUTED,
  });
  y = centred(page, input.studyTitle, y - 6, { font: bold, size: 18 });
  y = centred(page, input.institution, y - 2, { font: regular, size: 14 });
  y = centred(page, `Principal investigator: ${input.principalInvestigator}`, y - 10, {
    font: regular,
    size: 12,
  });
  y = centred(page, `Enrolled ${input.enrolled} - Completed ${input.completed}`, y - 2, {
    font: regular,
    size: 12,
  });
  y = centred(page, `Data points contributed: ${input.dataPoints}`, y - 2, {
    font: regular,
    size: 12,
  });
  centred(page, `Ethics approval: ${input.ethicsApproval}`, y - 2, {
    font: regular,
    size: 12,
    color: MUTED,
  });
  centred(page, 'Thank you for helping research into chronic pain. Issued through Cairn.', 64, {
    font: regular,
    size: 10,
    color: MUTED,
    maxLines: 1,
  });
  return doc.save();
}

import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { fetchedFontFiles } from '@client/features/reports/pdf/font-files';
import {
  embedPdfFonts,
  type FontFiles,
  type PdfText,
} from '@client/features/reports/pdf/pdf-fonts';
import { wrapRuns } from '@client/features/reports/pdf/wrap';

/**
 * The Certificate of Research Participation, drawn with pdf-lib. This module (and pdf-lib with
 * it) is only loaded when someone asks for a certificate: certificate.ts imports it with
 * `import()`. It uses the reports' PDF fonts and line breaking, so a name in any script, or with
 * emoji, prints as typed.
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
const TEXT_WIDTH = WIDTH - 2 * MARGIN - 40;
const TEAL = rgb(0.06, 0.46, 0.43);
const INK = rgb(0.12, 0.16, 0.2);
const MUTED = rgb(0.36, 0.42, 0.47);

interface LineStyle {
  size: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  maxLines?: number;
}

/** Draws centred, wrapped text from `y` down; returns the y under it. */
function centred(page: PDFPage, fonts: PdfText, text: string, y: number, style: LineStyle): number {
  const { size, bold = false, color = INK, maxLines = 3 } = style;
  const lines = wrapRuns([{ text, bold }], TEXT_WIDTH, size, fonts.measure).slice(0, maxLines);
  let cursor = y;
  for (const line of lines) {
    const words = line.runs.map((run) => run.text).join('');
    fonts.draw(page, words, { x: (WIDTH - line.width) / 2, y: cursor, size, bold, color });
    cursor -= size * 1.3;
  }
  return cursor;
}

function certificateLines(input: CertificateInput): [string, LineStyle, number][] {
  // Each line: its text, its style and the space above it.
  return [
    [CERTIFICATE_TITLE, { size: 30, bold: true, color: TEAL }, 0],
    ['This certifies that', { size: 14, color: MUTED }, 18],
    [input.name, { size: 26, bold: true, maxLines: 2 }, 8],
    ['took part in the research study', { size: 14, color: MUTED }, 8],
    [input.studyTitle, { size: 18, bold: true }, 6],
    [input.institution, { size: 14 }, 2],
    [`Principal investigator: ${input.principalInvestigator}`, { size: 12 }, 10],
    [`Enrolled ${input.enrolled} - Completed ${input.completed}`, { size: 12 }, 2],
    [`Data points contributed: ${input.dataPoints}`, { size: 12 }, 2],
    [`Ethics approval: ${input.ethicsApproval}`, { size: 12, color: MUTED }, 2],
  ];
}

const THANKS = 'Thank you for helping research into chronic pain. Issued through Cairn.';

/** The certificate's bytes; the font files are fetched, unless given (tests read them from disk). */
export async function createCertificatePdf(
  input: CertificateInput,
  fonts: FontFiles = fetchedFontFiles,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Metadata is stored as UTF-16, so it keeps the title exactly as typed.
  doc.setTitle(`${CERTIFICATE_TITLE}: ${input.studyTitle}`);
  doc.setAuthor('Cairn');
  doc.setCreator('Cairn');
  doc.setSubject(input.studyTitle);
  const lines = certificateLines(input);
  const text = await embedPdfFonts(
    doc,
    fonts,
    [...lines.map(([words]) => words), THANKS].join('\n'),
  );
  const page = doc.addPage([WIDTH, HEIGHT]);

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
  for (const [words, style, space] of lines) y = centred(page, text, words, y - space, style);
  centred(page, text, THANKS, 64, { size: 10, color: MUTED, maxLines: 1 });
  return doc.save();
}

import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** PDFs read back for the tests: the text as a reader would copy it, and the fonts embedded. */

export async function readPdf(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
  return { pages, all: pages.join('\n'), title: info.Title };
}

/** The BaseFont of every font the PDF embeds, sorted ("DejaVuSansCondensed-1840" for a subset). */
export async function embeddedFontNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    if (object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const base = object.get(PDFName.of('BaseFont'));
    if (base instanceof PDFName) names.push(base.decodeText());
  }
  return names.sort();
}

/**
 * Each embedded font file's glyphs, read back with fontkit and keyed by the font's name: the
 * length of a glyph's outline as SVG path data, or null for a glyph that cannot be read (a broken
 * subset).
 */
export async function embeddedGlyphs(bytes: Uint8Array): Promise<Map<string, (number | null)[]>> {
  const doc = await PDFDocument.load(bytes);
  const fonts = new Map<string, (number | null)[]>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const file = object.get(PDFName.of('FontFile2'));
    const name = object.get(PDFName.of('FontName'));
    const stream = file === undefined ? undefined : doc.context.lookup(file);
    if (!(stream instanceof PDFRawStream) || !(name instanceof PDFName)) continue;
    const font = fontkit.create(decodePDFRawStream(stream).decode() as Buffer);
    const glyphs = Array.from({ length: font.numGlyphs }, (_, id) => {
      try {
        return font.getGlyph(id).path.toSVG().length;
      } catch {
        return null;
      }
    });
    fonts.set(name.decodeText(), glyphs);
  }
  return fonts;
}

/** Width and height of every image the PDF embeds. */
export async function embeddedImageSizes(bytes: Uint8Array): Promise<[number, number][]> {
  const doc = await PDFDocument.load(bytes);
  const sizes: [number, number][] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const size = (key: string) => Number(object.dict.get(PDFName.of(key))?.toString());
    sizes.push([size('Width'), size('Height')]);
  }
  return sizes;
}

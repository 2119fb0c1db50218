/**
 * A TrueType font rewritten so that every glyph's data is an even number of bytes.
 *
 * Why: pdf-lib subsets a font with fontkit, whose subsetter writes the short form of the glyph
 * index (`loca`, offsets halved) whenever the subset is under 64 KB, which is only right when
 * every glyph is an even number of bytes long. Noto Emoji leaves about 800 of its glyphs odd, so
 * in a subset every glyph after the first odd one was read from the wrong place and drew nothing.
 * Padding each glyph with a zero byte (allowed: a glyph's data may end in padding) makes any
 * offset even. A font whose glyphs are all even already (DejaVu) is returned as it is.
 */

const TABLE_RECORD = 16;
const DIRECTORY = 12;

interface Table {
  tag: string;
  data: Uint8Array;
}

function readTables(font: Uint8Array): Table[] {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  return Array.from({ length: count }, (_, index) => {
    const record = DIRECTORY + index * TABLE_RECORD;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    return { tag, data: font.subarray(offset, offset + length) };
  });
}

const viewOf = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

/** The start of each glyph in `glyf`, and the end of the last: numGlyphs + 1 offsets. */
function glyphOffsets(tables: Map<string, Table>): number[] {
  const head = viewOf((tables.get('head') as Table).data);
  const maxp = viewOf((tables.get('maxp') as Table).data);
  const loca = viewOf((tables.get('loca') as Table).data);
  const long = head.getInt16(50) === 1;
  return Array.from({ length: maxp.getUint16(4) + 1 }, (_, index) =>
    long ? loca.getUint32(index * 4) : loca.getUint16(index * 2) * 2,
  );
}

/** The sum of a table's big-endian 32-bit words, as the table directory records it. */
function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(data.length / 4) * 4);
  padded.set(data);
  const view = viewOf(padded);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) {
    sum = (sum + view.getUint32(offset)) >>> 0;
  }
  return sum;
}

function writeFont(font: Uint8Array, tables: readonly Table[]): Uint8Array {
  const headerLength = DIRECTORY + tables.length * TABLE_RECORD;
  const size = tables.reduce((total, table) => total + Math.ceil(table.data.length / 4) * 4, 0);
  const out = new Uint8Array(headerLength + size);
  out.set(font.subarray(0, DIRECTORY));
  const view = viewOf(out);
  let offset = headerLength;
  let headOffset = 0;
  tables.forEach((table, index) => {
    const record = DIRECTORY + index * TABLE_RECORD;
    out.set(
      Array.from(table.tag, (char) => char.charCodeAt(0)),
      record,
    );
    view.setUint32(record + 4, checksum(table.data));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.data.length);
    out.set(table.data, offset);
    if (table.tag === 'head') headOffset = offset;
    offset += Math.ceil(table.data.length / 4) * 4;
  });
  // head.checkSumAdjustment makes the whole file sum to the magic number.
  view.setUint32(headOffset + 8, 0);
  view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

export function withEvenGlyphs(font: Uint8Array): Uint8Array {
  const tables = readTables(font);
  const byTag = new Map(tables.map((table) => [table.tag, table]));
  const glyf = byTag.get('glyf');
  if (glyf === undefined || !byTag.has('loca')) return font; // not TrueType outlines
  const offsets = glyphOffsets(byTag);
  const lengths = offsets.slice(1).map((end, index) => end - (offsets[index] as number));
  if (lengths.every((length) => length % 2 === 0)) return font;

  const padded = lengths.map((length) => length + (length % 2));
  const newGlyf = new Uint8Array(padded.reduce((total, length) => total + length, 0));
  const newLoca = new Uint8Array(offsets.length * 4);
  const locaView = viewOf(newLoca);
  let position = 0;
  lengths.forEach((length, index) => {
    const start = offsets[index] as number;
    newGlyf.set(glyf.data.subarray(start, start + length), position);
    locaView.setUint32(index * 4, position);
    position += padded[index] as number;
  });
  locaView.setUint32(lengths.length * 4, position);
  const head = (byTag.get('head') as Table).data.slice();
  viewOf(head).setInt16(50, 1); // the long form of loca
  const replaced: Record<string, Uint8Array> = { glyf: newGlyf, loca: newLoca, head };
  return writeFont(
    font,
    tables.map((table) => ({ tag: table.tag, data: replaced[table.tag] ?? table.data })),
  );
}

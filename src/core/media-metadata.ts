import type { MediaContentType } from './media';

/**
 * Metadata removed from a photo before the server keeps it. A phone's photo carries where it was
 * taken (the Exif GPS tags), the device and the time; none of that belongs in a pain journal, and
 * a report printed for a clinician must not carry it either. The browser re-encodes photos too,
 * but an upload from elsewhere (or an older client) may not, so the server does not rely on it.
 *
 * Only the containers' own structure is read and rewritten: the compressed picture is copied
 * byte for byte, so nothing is decoded or re-encoded and the quality is unchanged.
 */

/** A photo whose structure could not be followed: cut short, or not the file it claims to be. */
export class UnreadableImageError extends Error {
  constructor(reason: string) {
    super(`The image could not be read: ${reason}`);
    this.name = 'UnreadableImageError';
  }
}

/**
 * JPEG segments that hold metadata: APP1 (Exif, with its GPS tags, and XMP), APP13 (Photoshop's
 * IPTC) and COM (free text). APP0 (JFIF), APP2 (the ICC colour profile), APP14 (Adobe's colour
 * transform) and the decoder's tables stay.
 */
const JPEG_METADATA_MARKERS = new Set([0xe1, 0xed, 0xfe]);
/** Markers that stand alone, without a length: the restart markers, TEM and SOI. */
const JPEG_STANDALONE_MARKERS = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7]);
const JPEG_START_OF_SCAN = 0xda;
const JPEG_END_OF_IMAGE = 0xd9;

/** PNG chunks of text, Exif and the last-modified time; the picture's own chunks stay. */
const PNG_METADATA_CHUNKS = new Set(['tEXt', 'iTXt', 'zTXt', 'eXIf', 'tIME']);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const WEBP_METADATA_CHUNKS = new Set(['EXIF', 'XMP ']);
/** The VP8X header's flag bits saying an EXIF or XMP chunk follows. */
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

const uint16BE = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);

const uint32BE = (bytes: Uint8Array, at: number) =>
  (((bytes[at] ?? 0) << 24) >>> 0) +
  ((bytes[at + 1] ?? 0) << 16) +
  ((bytes[at + 2] ?? 0) << 8) +
  (bytes[at + 3] ?? 0);

const uint32LE = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) +
  ((bytes[at + 1] ?? 0) << 8) +
  ((bytes[at + 2] ?? 0) << 16) +
  (((bytes[at + 3] ?? 0) << 24) >>> 0);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new UnreadableImageError('not a JPEG');
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) throw new UnreadableImageError('a JPEG segment is garbled');
    // Any number of 0xFF fill bytes may come before a marker.
    let markerAt = at + 1;
    while (bytes[markerAt] === 0xff) markerAt += 1;
    const marker = bytes[markerAt];
    if (marker === undefined) break;
    const segmentStart = markerAt + 1;
    if (marker === JPEG_END_OF_IMAGE) {
      kept.push(bytes.subarray(at, segmentStart));
      return concat(kept);
    }
    if (JPEG_STANDALONE_MARKERS.has(marker)) {
      kept.push(bytes.subarray(at, segmentStart));
      at = segmentStart;
      continue;
    }
    if (segmentStart + 2 > bytes.length) break;
    const length = uint16BE(bytes, segmentStart);
    const end = segmentStart + length;
    if (length < 2 || end > bytes.length) break;
    if (marker === JPEG_START_OF_SCAN) {
      // The compressed picture follows, to the end of the file; it holds no metadata.
      kept.push(bytes.subarray(at));
      return concat(kept);
    }
    if (!JPEG_METADATA_MARKERS.has(marker)) kept.push(bytes.subarray(at, end));
    at = end;
  }
  throw new UnreadableImageError('the JPEG ends before its picture');
}

function stripPng(bytes: Uint8Array): Uint8Array {
  if (!PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    throw new UnreadableImageError('not a PNG');
  }
  const kept: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE.length)];
  let at = PNG_SIGNATURE.length;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = uint32BE(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + length;
    if (end > bytes.length) break;
    if (first && type !== 'IHDR') throw new UnreadableImageError('the PNG has no header');
    first = false;
    if (!PNG_METADATA_CHUNKS.has(type)) kept.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concat(kept);
  }
  throw new UnreadableImageError('the PNG ends before its last chunk');
}

function stripWebp(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 12 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') {
    throw new UnreadableImageError('not a WebP image');
  }
  const riffEnd = 8 + uint32LE(bytes, 4);
  if (riffEnd > bytes.length) throw new UnreadableImageError('the WebP image is cut short');
  const kept: Uint8Array[] = [];
  let hasImage = false;
  let at = 12;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) throw new UnreadableImageError('a WebP chunk is cut short');
    const fourCc = ascii(bytes, at, 4);
    const size = uint32LE(bytes, at + 4);
    // Chunks are padded to an even length.
    const end = at + 8 + size + (size % 2);
    if (at + 8 + size > riffEnd) throw new UnreadableImageError('a WebP chunk is cut short');
    if (fourCc === 'VP8 ' || fourCc === 'VP8L' || fourCc === 'ANIM') hasImage = true;
    if (fourCc === 'VP8X') {
      const header = bytes.slice(at, Math.min(end, riffEnd));
      header[8] = (header[8] ?? 0) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG) & 0xff;
      kept.push(header);
    } else if (!WEBP_METADATA_CHUNKS.has(fourCc)) {
      kept.push(bytes.subarray(at, Math.min(end, riffEnd)));
    }
    at = end;
  }
  if (!hasImage) throw new UnreadableImageError('the WebP image has no picture');
  const body = concat(kept);
  const out = new Uint8Array(12 + body.length);
  out.set(bytes.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, 4 + body.length, true);
  out.set(body, 12);
  return out;
}

/**
 * The photo without its metadata, for the types Cairn keeps. Throws UnreadableImageError for a
 * file whose structure is cut short or garbled; other types are returned as they are.
 */
export function stripImageMetadata(bytes: Uint8Array, type: MediaContentType): Uint8Array {
  switch (type) {
    case 'image/jpeg':
      return stripJpeg(bytes);
    case 'image/png':
      return stripPng(bytes);
    case 'image/webp':
      return stripWebp(bytes);
    default:
      return bytes;
  }
}

const EXIF_GPS_IFD_TAG = 0x8825;

/** Whether a TIFF structure (Exif's) starting at `at` names a GPS directory in its first IFD. */
function tiffHasGps(bytes: Uint8Array, at: number): boolean {
  const little = bytes[at] === 0x49;
  const u16 = (offset: number) =>
    little
      ? (bytes[at + offset] ?? 0) | ((bytes[at + offset + 1] ?? 0) << 8)
      : uint16BE(bytes, at + offset);
  const u32 = (offset: number) =>
    little ? uint32LE(bytes, at + offset) : uint32BE(bytes, at + offset);
  const ifd = u32(4);
  const entries = u16(ifd);
  for (let index = 0; index < entries; index += 1) {
    if (at + ifd + 2 + index * 12 + 2 > bytes.length) return false;
    if (u16(ifd + 2 + index * 12) === EXIF_GPS_IFD_TAG) return true;
  }
  return false;
}

/**
 * Whether a file still says where it was taken: an Exif block (in any container) naming a GPS
 * directory, or XMP's GPS properties. For tests and checks; it reads, never decodes.
 */
export function hasGpsMetadata(bytes: Uint8Array): boolean {
  for (let at = 0; at + 8 <= bytes.length; at += 1) {
    const littleEndian =
      bytes[at] === 0x49 && bytes[at + 1] === 0x49 && bytes[at + 2] === 0x2a && bytes[at + 3] === 0;
    const bigEndian =
      bytes[at] === 0x4d && bytes[at + 1] === 0x4d && bytes[at + 2] === 0 && bytes[at + 3] === 0x2a;
    if ((littleEndian || bigEndian) && tiffHasGps(bytes, at)) return true;
  }
  return /exif:GPS(Latitude|Longitude)/.test(new TextDecoder('latin1').decode(bytes));
}

/**
 * Small files for tests of voice notes and photos: real pictures of a few pixels, the same with
 * metadata added (an Exif block naming a GPS directory, text chunks), and audio files with just
 * the bytes their type is recognised by. Built here, by hand, so every byte is accounted for.
 */

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const fromAscii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function concat(...parts: readonly (Uint8Array | readonly number[])[]): Uint8Array {
  const arrays = parts.map((part) => Uint8Array.from(part));
  const out = new Uint8Array(arrays.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of arrays) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const u16BE = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u16LE = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u32BE = (value: number) => [
  (value >>> 24) & 0xff,
  (value >> 16) & 0xff,
  (value >> 8) & 0xff,
  value & 0xff,
];
const u32LE = (value: number) => [...u32BE(value)].reverse();

/** A 2×2 baseline JPEG (JFIF, quality 50), with no metadata at all. */
export const TINY_JPEG = fromBase64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AKFeafQH/9k=',
);

/**
 * An Exif (TIFF, little-endian) block: IFD0 names the camera and points to a GPS directory that
 * holds GPSLatitudeRef "N". hasGpsMetadata finds the pointer.
 */
export const EXIF_WITH_GPS = concat(
  fromAscii('II*\0'),
  u32LE(8),
  // IFD0 at 8: two entries, then no next IFD.
  u16LE(2),
  [...u16LE(0x010f), ...u16LE(2), ...u32LE(4), ...fromAscii('Cam\0')],
  [...u16LE(0x8825), ...u16LE(4), ...u32LE(1), ...u32LE(38)],
  u32LE(0),
  // GPS IFD at 38: GPSLatitudeRef = "N".
  u16LE(1),
  [...u16LE(0x0001), ...u16LE(2), ...u32LE(2), ...fromAscii('N\0\0\0')],
  u32LE(0),
);

const XMP_WITH_GPS = fromAscii(
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="51,30.0N"/></rdf:RDF></x:xmpmeta>',
);

const jpegSegment = (marker: number, payload: Uint8Array) =>
  concat([0xff, marker], u16BE(payload.length + 2), payload);

/** TINY_JPEG with an Exif APP1 (GPS), an XMP APP1 and a comment before its tables. */
export const JPEG_WITH_GPS = concat(
  TINY_JPEG.subarray(0, 2),
  jpegSegment(0xe1, concat(fromAscii('Exif\0\0'), EXIF_WITH_GPS)),
  jpegSegment(0xe1, concat(fromAscii('http://ns.adobe.com/xap/1.0/\0'), XMP_WITH_GPS)),
  jpegSegment(0xfe, fromAscii('Taken at home')),
  TINY_JPEG.subarray(2),
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const pngChunk = (type: string, data: Uint8Array | readonly number[]) => {
  const typeAndData = concat(fromAscii(type), data);
  return concat(u32BE(typeAndData.length - 4), typeAndData, u32BE(crc32(typeAndData)));
};

/** One red RGB pixel: a filter byte and three samples, in a stored (uncompressed) zlib stream. */
const PNG_PIXELS = (() => {
  const raw = [0, 0xc0, 0x40, 0x20];
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return concat(
    [0x78, 0x01, 0x01],
    u16LE(raw.length),
    u16LE(~raw.length & 0xffff),
    raw,
    u32BE((b << 16) | a),
  );
})();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_HEADER = pngChunk('IHDR', concat(u32BE(1), u32BE(1), [8, 2, 0, 0, 0]));
const PNG_DATA = pngChunk('IDAT', PNG_PIXELS);
const PNG_END = pngChunk('IEND', []);

/** A 1×1 RGB PNG. */
export const TINY_PNG = concat(PNG_SIGNATURE, PNG_HEADER, PNG_DATA, PNG_END);

/** TINY_PNG with a text comment, an Exif chunk (GPS), an international text chunk and a time. */
export const PNG_WITH_METADATA = concat(
  PNG_SIGNATURE,
  PNG_HEADER,
  pngChunk('tEXt', fromAscii('Comment\0Taken at home')),
  pngChunk('eXIf', EXIF_WITH_GPS),
  pngChunk('iTXt', concat(fromAscii('XML:com.adobe.xmp\0\0\0\0\0'), XMP_WITH_GPS)),
  pngChunk('tIME', [0x07, 0xea, 11, 27, 3, 30, 0]),
  PNG_DATA,
  PNG_END,
);

/** A 1×1 lossless WebP (the VP8L picture alone, the simple format). */
export const TINY_WEBP = fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

/** TINY_WEBP's picture chunk, as it appears in both WebP files here. */
export const TINY_WEBP_PICTURE = TINY_WEBP.subarray(12);

const riffChunk = (fourCc: string, data: Uint8Array) =>
  concat(fromAscii(fourCc), u32LE(data.length), data, data.length % 2 ? [0] : []);

/** The extended format: a VP8X header whose flags announce EXIF and XMP, then both chunks. */
export const WEBP_WITH_EXIF = (() => {
  const body = concat(
    fromAscii('WEBP'),
    // Flags: EXIF (0x08) and XMP (0x04); canvas 1×1 (stored as width − 1, height − 1).
    riffChunk('VP8X', Uint8Array.from([0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
    TINY_WEBP_PICTURE,
    riffChunk('EXIF', EXIF_WITH_GPS),
    riffChunk('XMP ', XMP_WITH_GPS),
  );
  return concat(fromAscii('RIFF'), u32LE(body.length), body);
})();

/** An EBML header naming the "webm" doc type, then some bytes: enough to be taken as WebM audio. */
export const TINY_WEBM_AUDIO = concat(
  [0x1a, 0x45, 0xdf, 0xa3, 0x9f],
  [0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08],
  [0x42, 0x82, 0x84, ...fromAscii('webm'), 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02],
  Array.from({ length: 64 }, (_, index) => index),
);

/** An Ogg page header (capture pattern, version, "first page" flag), then some bytes. */
export const TINY_OGG = concat(
  fromAscii('OggS'),
  [0, 0x02],
  Array.from({ length: 64 }, (_, index) => 255 - index),
);

/** Plain text: not a photo or a recording, whatever the request says it is. */
export const TEXT_FILE = fromAscii('Not a picture, just some words.\n');

import { describe, expect, it } from 'vitest';
import { sniffContentType } from './media';
import { hasGpsMetadata, stripImageMetadata, UnreadableImageError } from './media-metadata';
import {
  EXIF_WITH_GPS,
  JPEG_WITH_GPS,
  PNG_WITH_METADATA,
  TINY_JPEG,
  TINY_OGG,
  TINY_PNG,
  TINY_WEBM_AUDIO,
  TINY_WEBP,
  TINY_WEBP_PICTURE,
  WEBP_WITH_EXIF,
} from './media-test-files';

const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** The four-letter names of a PNG's chunks, in order. */
function pngChunks(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const names: string[] = [];
  for (let at = 8; at + 8 <= bytes.length; at += 12 + view.getUint32(at)) {
    names.push(text(bytes.subarray(at + 4, at + 8)));
  }
  return names;
}

/** The chunks of a WebP file, in order, and the size its RIFF header declares. */
function webpChunks(bytes: Uint8Array): { riffSize: number; chunks: string[] } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length;) {
    const size = view.getUint32(at + 4, true);
    chunks.push(text(bytes.subarray(at, at + 4)));
    at += 8 + size + (size % 2);
  }
  return { riffSize: view.getUint32(4, true), chunks };
}

describe('the test files', () => {
  it('are the types they claim, with the GPS tag where they should have it', () => {
    expect(sniffContentType(TINY_JPEG)).toBe('image/jpeg');
    expect(sniffContentType(JPEG_WITH_GPS)).toBe('image/jpeg');
    expect(sniffContentType(TINY_PNG)).toBe('image/png');
    expect(sniffContentType(PNG_WITH_METADATA)).toBe('image/png');
    expect(sniffContentType(TINY_WEBP)).toBe('image/webp');
    expect(sniffContentType(WEBP_WITH_EXIF)).toBe('image/webp');
    expect(sniffContentType(TINY_WEBM_AUDIO)).toBe('audio/webm');
    expect(sniffContentType(TINY_OGG)).toBe('audio/ogg');
    for (const withGps of [EXIF_WITH_GPS, JPEG_WITH_GPS, PNG_WITH_METADATA, WEBP_WITH_EXIF]) {
      expect(hasGpsMetadata(withGps)).toBe(true);
    }
    for (const clean of [TINY_JPEG, TINY_PNG, TINY_WEBP]) expect(hasGpsMetadata(clean)).toBe(false);
  });
});

describe('stripImageMetadata', () => {
  it('removes a JPEG’s Exif, XMP and comment, leaving exactly the picture it was made from', () => {
    const stripped = stripImageMetadata(JPEG_WITH_GPS, 'image/jpeg');
    expect(hasGpsMetadata(stripped)).toBe(false);
    expect(text(stripped)).not.toContain('Exif');
    expect(text(stripped)).not.toContain('xmpmeta');
    expect(text(stripped)).not.toContain('Taken at home');
    expect([...stripped]).toEqual([...TINY_JPEG]);
  });

  it('keeps a JPEG’s JFIF header, colour profile and Adobe segment', () => {
    const segment = (marker: number, payload: string) => [
      0xff,
      marker,
      0,
      payload.length + 2,
      ...[...payload].map((char) => char.charCodeAt(0)),
    ];
    const icc = segment(0xe2, 'ICC_PROFILE\0profile');
    const adobe = segment(0xee, 'Adobe\0\0\0\0\0\0');
    const photoshop = segment(0xed, 'Photoshop 3.0\0IPTC');
    const withSegments = Uint8Array.from([
      ...TINY_JPEG.subarray(0, 20),
      ...icc,
      ...photoshop,
      ...adobe,
      ...TINY_JPEG.subarray(20),
    ]);
    // The JFIF APP0 segment is the first 20 bytes: SOI and 18 bytes of segment.
    expect(text(TINY_JPEG.subarray(6, 10))).toBe('JFIF');
    const stripped = stripImageMetadata(withSegments, 'image/jpeg');
    expect([...stripped]).toEqual([
      ...TINY_JPEG.subarray(0, 20),
      ...icc,
      ...adobe,
      ...TINY_JPEG.subarray(20),
    ]);
  });

  it('leaves a JPEG without metadata byte for byte as it was', () => {
    expect([...stripImageMetadata(TINY_JPEG, 'image/jpeg')]).toEqual([...TINY_JPEG]);
  });

  it('removes a PNG’s text, Exif and time chunks and keeps its picture chunks', () => {
    expect(pngChunks(PNG_WITH_METADATA)).toEqual([
      'IHDR',
      'tEXt',
      'eXIf',
      'iTXt',
      'tIME',
      'IDAT',
      'IEND',
    ]);
    const stripped = stripImageMetadata(PNG_WITH_METADATA, 'image/png');
    expect(pngChunks(stripped)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(hasGpsMetadata(stripped)).toBe(false);
    expect(text(stripped)).not.toContain('Taken at home');
    expect([...stripped]).toEqual([...TINY_PNG]);
  });

  it('removes a WebP’s EXIF and XMP chunks, clears their flags and fixes the RIFF size', () => {
    expect(webpChunks(WEBP_WITH_EXIF).chunks).toEqual(['VP8X', 'VP8L', 'EXIF', 'XMP ']);
    const stripped = stripImageMetadata(WEBP_WITH_EXIF, 'image/webp');
    const { riffSize, chunks } = webpChunks(stripped);
    expect(chunks).toEqual(['VP8X', 'VP8L']);
    expect(riffSize).toBe(stripped.length - 8);
    // VP8X's flags byte: neither EXIF (0x08) nor XMP (0x04) any more; the canvas size unchanged.
    expect(stripped[20]).toBe(0);
    expect([...stripped.subarray(21, 30)]).toEqual([...WEBP_WITH_EXIF.subarray(21, 30)]);
    expect([...stripped.subarray(30)]).toEqual([...TINY_WEBP_PICTURE]);
    expect(hasGpsMetadata(stripped)).toBe(false);
    expect(text(stripped)).not.toContain('xmpmeta');
  });

  it('leaves a simple WebP as it was', () => {
    expect([...stripImageMetadata(TINY_WEBP, 'image/webp')]).toEqual([...TINY_WEBP]);
  });

  it.each([
    ['a JPEG cut inside a segment', JPEG_WITH_GPS.subarray(0, 30), 'image/jpeg'],
    ['a JPEG cut before its picture', TINY_JPEG.subarray(0, 300), 'image/jpeg'],
    ['a JPEG with junk between segments', Uint8Array.from([0xff, 0xd8, 0x00, 0x01]), 'image/jpeg'],
    ['a PNG cut in its data', TINY_PNG.subarray(0, TINY_PNG.length - 20), 'image/png'],
    ['a PNG without its last chunk', TINY_PNG.subarray(0, TINY_PNG.length - 12), 'image/png'],
    [
      'a PNG whose first chunk is not its header',
      // The signature, then TINY_PNG's chunks after its 25-byte IHDR.
      Uint8Array.from([...TINY_PNG.subarray(0, 8), ...TINY_PNG.subarray(33)]),
      'image/png',
    ],
    ['a WebP cut short', WEBP_WITH_EXIF.subarray(0, 40), 'image/webp'],
    [
      'a WebP with a header and no picture',
      // RIFF, a size of 22 ("WEBP" and the 18-byte VP8X chunk), then those.
      Uint8Array.from([
        ...WEBP_WITH_EXIF.subarray(0, 4),
        22,
        0,
        0,
        0,
        ...WEBP_WITH_EXIF.subarray(8, 30),
      ]),
      'image/webp',
    ],
    ['a PNG sent as a JPEG', TINY_PNG, 'image/jpeg'],
  ] as const)('refuses %s as unreadable', (_case, bytes, type) => {
    expect(() => stripImageMetadata(bytes, type)).toThrow(UnreadableImageError);
  });

  it('leaves audio untouched', () => {
    expect(stripImageMetadata(TINY_WEBM_AUDIO, 'audio/webm')).toBe(TINY_WEBM_AUDIO);
  });
});

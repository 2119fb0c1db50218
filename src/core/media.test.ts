import { describe, expect, it } from 'vitest';
import {
  acceptedType,
  entryMediaIds,
  fitWithin,
  formatBytes,
  mediaIdOf,
  mediaUploadQuery,
  sniffContentType,
} from './media';

const ID = '0b5c3f1e-6a0e-4c39-9a55-1d2f7c8e9a01';
const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

describe('sniffContentType', () => {
  it('reads the type from the first bytes', () => {
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffContentType(bytes('\x89PNG\r\n\x1a\n'))).toBe('image/png');
    expect(sniffContentType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('audio/wav');
    expect(sniffContentType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('audio/webm');
    expect(sniffContentType(bytes('OggS', [0]))).toBe('audio/ogg');
    expect(sniffContentType(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBe('audio/mp4');
    expect(sniffContentType(bytes('ID3', [4, 0]))).toBe('audio/mpeg');
  });

  it('knows nothing else, whatever the file is called', () => {
    expect(sniffContentType(bytes('Woke at four with the knee on fire'))).toBeNull();
    expect(sniffContentType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffContentType(bytes('<svg xmlns='))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });

  it("accepts only a kind's own types", () => {
    const png = bytes('\x89PNG\r\n\x1a\n');
    expect(acceptedType('photo', png)).toBe('image/png');
    expect(acceptedType('voice', png)).toBeNull();
    expect(acceptedType('voice', bytes('OggS', [0]))).toBe('audio/ogg');
    expect(acceptedType('photo', bytes('OggS', [0]))).toBeNull();
  });
});

describe('media addresses', () => {
  it('finds the stored files an entry names, and nothing else', () => {
    expect(mediaIdOf(`/api/media/${ID.toUpperCase()}`)).toBe(ID);
    expect(mediaIdOf(`https://elsewhere.example/api/media/${ID}`)).toBeNull();
    expect(mediaIdOf(`/api/media/${ID}/../x`)).toBeNull();
    expect(mediaIdOf(null)).toBeNull();
    expect(
      entryMediaIds({
        photoUrls: [`/api/media/${ID}`, 'https://example.com/a.jpg'],
        voiceNoteUrl: `/api/media/${ID.replace(/1$/, '2')}`,
      }),
    ).toEqual([ID, ID.replace(/1$/, '2')]);
  });
});

describe('mediaUploadQuery', () => {
  it('names the field that is wrong', () => {
    expect(
      mediaUploadQuery.safeParse({ entryId: ID, kind: 'voice', durationMs: '4200' }).data,
    ).toEqual({ entryId: ID, kind: 'voice', durationMs: 4200 });
    const wrong = (query: Record<string, string>) =>
      mediaUploadQuery.safeParse(query).error?.issues[0]?.message;
    expect(wrong({ entryId: 'x', kind: 'photo' })).toBe('Entry id must be a UUID');
    expect(wrong({ entryId: ID, kind: 'video' })).toBe('Kind must be photo or voice');
    expect(wrong({ entryId: ID, kind: 'voice', durationMs: '9999999' })).toBe(
      'Duration must be at most 5 minutes',
    );
  });
});

describe('fitWithin', () => {
  it('scales the long side down to the limit and never up', () => {
    expect(fitWithin(4000, 3000, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1, 2048)).toEqual({ width: 2048, height: 1 });
  });
});

describe('formatBytes', () => {
  it('says sizes as a person reads them', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
  });
});

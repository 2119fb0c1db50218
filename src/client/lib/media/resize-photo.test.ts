import { describe, expect, it, vi } from 'vitest';
import { PHOTO_LONG_SIDE_MAX } from '@core/media';
import {
  PHOTO_QUALITY,
  resizePhoto,
  storedPhotoSize,
  UNREADABLE_PHOTO_MESSAGE,
  type PhotoCanvasKit,
} from './resize-photo';

/** A canvas kit whose encoder answers with the types listed, in turn. */
function kit(width: number, height: number, answers: Array<string | null>) {
  const close = vi.fn();
  const encode = vi.fn<PhotoCanvasKit['encode']>(async () => {
    const type = answers.shift();
    return type === null || type === undefined ? null : new Blob(['pixels'], { type });
  });
  return { close, encode, kit: { decode: async () => ({ width, height, close }), encode } };
}

describe('the size a photo is kept at', () => {
  it('scales the long side down to the limit, keeping the shape', () => {
    expect(PHOTO_LONG_SIDE_MAX).toBe(2048);
    expect(storedPhotoSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(storedPhotoSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(storedPhotoSize(8000, 1000)).toEqual({ width: 2048, height: 256 });
  });

  it('never enlarges a small photo', () => {
    expect(storedPhotoSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(storedPhotoSize(2048, 2048)).toEqual({ width: 2048, height: 2048 });
  });
});

describe('re-encoding a photo', () => {
  it('draws it at the kept size as WebP and releases the decoded picture', async () => {
    const fake = kit(4000, 3000, ['image/webp']);
    const photo = await resizePhoto(new Blob(['jpeg']), fake.kit);
    expect(photo.blob.type).toBe('image/webp');
    expect([photo.width, photo.height]).toEqual([2048, 1536]);
    expect(fake.encode).toHaveBeenCalledWith(
      expect.anything(),
      { width: 2048, height: 1536 },
      'image/webp',
      PHOTO_QUALITY,
    );
    expect(fake.close).toHaveBeenCalledOnce();
  });

  it('falls back to JPEG where the browser gives another type for WebP', async () => {
    const fake = kit(1200, 900, ['image/png', 'image/jpeg']);
    const photo = await resizePhoto(new Blob(['jpeg']), fake.kit);
    expect(photo.blob.type).toBe('image/jpeg');
    expect(fake.encode.mock.calls.map((call) => call[2])).toEqual(['image/webp', 'image/jpeg']);
  });

  it('says the photo could not be opened when the browser cannot decode or encode it', async () => {
    const undecodable: PhotoCanvasKit = {
      decode: async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      },
      encode: async () => null,
    };
    await expect(resizePhoto(new Blob(['heic']), undecodable)).rejects.toThrow(
      UNREADABLE_PHOTO_MESSAGE,
    );
    const fake = kit(100, 100, [null, null]);
    await expect(resizePhoto(new Blob(['jpeg']), fake.kit)).rejects.toThrow(
      UNREADABLE_PHOTO_MESSAGE,
    );
    expect(fake.close).toHaveBeenCalledOnce();
  });
});

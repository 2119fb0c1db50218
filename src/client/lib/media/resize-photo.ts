import { fitWithin, PHOTO_LONG_SIDE_MAX } from '@core/media';

/**
 * A photo made ready to keep: decoded (turned upright as its EXIF orientation says), scaled to at
 * most PHOTO_LONG_SIDE_MAX pixels on its long side, drawn on a canvas and encoded afresh. Only
 * pixels reach the canvas, so what the camera wrote beside them (GPS position, camera serial,
 * time) is not in the new file.
 */

export const PHOTO_QUALITY = 0.85;
/** WebP where the browser can encode it (smaller at the same quality); JPEG everywhere else. */
export const PREFERRED_PHOTO_TYPE = 'image/webp';
export const FALLBACK_PHOTO_TYPE = 'image/jpeg';

/** Said when the browser cannot read a chosen file as a picture (a HEIC photo in Chrome...). */
export const UNREADABLE_PHOTO_MESSAGE =
  'This photo could not be opened. Try a JPEG, PNG or WebP picture.';

/** The browser's pieces the resizer uses; the tests give fakes. */
export interface PhotoCanvasKit {
  decode(file: Blob): Promise<{ width: number; height: number; close?(): void }>;
  /** Draws the decoded picture at the given size and encodes it as `type`. */
  encode(
    picture: { width: number; height: number },
    size: { width: number; height: number },
    type: string,
    quality: number,
  ): Promise<Blob | null>;
}

export const browserCanvasKit: PhotoCanvasKit = {
  decode: (file) => createImageBitmap(file, { imageOrientation: 'from-image' }),
  encode: (picture, size, type, quality) => {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    context.imageSmoothingQuality = 'high';
    context.drawImage(picture as CanvasImageSource, 0, 0, size.width, size.height);
    return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
  },
};

/** The size a photo is stored at. */
export const storedPhotoSize = (width: number, height: number) =>
  fitWithin(width, height, PHOTO_LONG_SIDE_MAX);

/** Resizes and re-encodes a chosen photo. Rejects with UNREADABLE_PHOTO_MESSAGE. */
export async function resizePhoto(file: Blob, kit: PhotoCanvasKit = browserCanvasKit) {
  let picture: Awaited<ReturnType<PhotoCanvasKit['decode']>>;
  try {
    picture = await kit.decode(file);
  } catch {
    throw new Error(UNREADABLE_PHOTO_MESSAGE);
  }
  try {
    const size = storedPhotoSize(picture.width, picture.height);
    // A browser that cannot encode WebP answers with a PNG (large, and lossless for nothing).
    const webp = await kit.encode(picture, size, PREFERRED_PHOTO_TYPE, PHOTO_QUALITY);
    if (webp && webp.type === PREFERRED_PHOTO_TYPE) return { blob: webp, ...size };
    const jpeg = await kit.encode(picture, size, FALLBACK_PHOTO_TYPE, PHOTO_QUALITY);
    if (jpeg && jpeg.type === FALLBACK_PHOTO_TYPE) return { blob: jpeg, ...size };
    throw new Error(UNREADABLE_PHOTO_MESSAGE);
  } finally {
    picture.close?.();
  }
}

import { fitWithin, mediaUrl } from '@core/media';
import type { ReportPhoto } from '@core/report/photos';
import type { PdfPhoto } from './render-pdf';

/**
 * The chosen photos as JPEG for the PDF: pdf-lib embeds JPEG and PNG only, and photos are stored
 * as WebP where the browser could make it. Each is drawn once more at a size that prints sharp
 * at the PDF's width (about 180 dpi across an A4 page), which also keeps the file small.
 */
const PRINT_LONG_SIDE = 1_400;
const JPEG_QUALITY = 0.85;

async function asJpeg(blob: Blob): Promise<Omit<PdfPhoto, 'caption'>> {
  const bitmap = await createImageBitmap(blob);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, PRINT_LONG_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to prepare the photo');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const jpeg = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (made) => (made ? resolve(made) : reject(new Error('The photo could not be encoded'))),
        'image/jpeg',
        JPEG_QUALITY,
      ),
    );
    return { jpeg: new Uint8Array(await jpeg.arrayBuffer()), ...size };
  } finally {
    bitmap.close();
  }
}

export async function loadPdfPhotos(photos: readonly ReportPhoto[]): Promise<PdfPhoto[]> {
  return Promise.all(
    photos.map(async (photo) => {
      const response = await fetch(mediaUrl(photo.id), { credentials: 'include' });
      if (!response.ok) throw new Error(`Photo ${photo.id}: ${response.status}`);
      return { ...(await asJpeg(await response.blob())), caption: photo.caption };
    }),
  );
}

import {
  acceptedType,
  MEDIA_FILE_MAX_BYTES,
  WRONG_TYPE_MESSAGE,
  type MediaContentType,
  type MediaKind,
} from '@core/media';
import { stripImageMetadata, UnreadableImageError } from '@core/media-metadata';

export const EMPTY_FILE_MESSAGE = 'File: is empty';
export const FILE_TOO_LARGE_MESSAGE = `File: must be at most ${MEDIA_FILE_MAX_BYTES / 1024 / 1024} MB`;
export const UNREADABLE_IMAGE_MESSAGE = 'File: the image could not be read';

export type CheckedFile =
  | { ok: true; data: Buffer; contentType: MediaContentType }
  | { ok: false; status: 400 | 413; message: string };

/**
 * A file's own checks, whether it comes as an upload or out of a full export's zip: not empty,
 * within the per-file limit, of its kind's types (read from the bytes), and a photo without its
 * metadata (location, device), which also proves it can be read.
 */
export function checkMediaFile(kind: MediaKind, bytes: Buffer | undefined): CheckedFile {
  if (!bytes || bytes.length === 0) return { ok: false, status: 400, message: EMPTY_FILE_MESSAGE };
  if (bytes.length > MEDIA_FILE_MAX_BYTES) {
    return { ok: false, status: 413, message: FILE_TOO_LARGE_MESSAGE };
  }
  const contentType = acceptedType(kind, bytes);
  if (!contentType) return { ok: false, status: 400, message: WRONG_TYPE_MESSAGE[kind] };
  if (kind !== 'photo') return { ok: true, data: bytes, contentType };
  try {
    return { ok: true, data: Buffer.from(stripImageMetadata(bytes, contentType)), contentType };
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      return { ok: false, status: 400, message: UNREADABLE_IMAGE_MESSAGE };
    }
    throw error;
  }
}

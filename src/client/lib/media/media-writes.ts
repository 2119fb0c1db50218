import { mediaUrl, type MediaKind } from '@core/media';
import {
  queuedWrites,
  submitWrite,
  withdrawWrite,
  type WriteOutcome,
} from '@client/lib/offline/outbox';

/**
 * Voice notes and photos go through the offline outbox like every other write: sent at once
 * when they can be, else kept on the device (Blobs and all) and sent in order behind their
 * entry's save. Their id is chosen here, so a file sent twice is stored once.
 */

const UPLOAD_KEY_PREFIX = 'media:';
export const mediaWriteKey = (id: string) => `${UPLOAD_KEY_PREFIX}${id}`;
/** The file an upload's queue key names, or null for any other write. */
export const uploadedMediaId = (key: string) =>
  key.startsWith(UPLOAD_KEY_PREFIX) ? key.slice(UPLOAD_KEY_PREFIX.length) : null;
const deleteKey = (id: string) => `media-delete:${id}`;

export interface MediaUpload {
  id: string;
  entryId: string;
  kind: MediaKind;
  blob: Blob;
  /** A voice note's length. */
  durationMs?: number;
}

export function uploadAddress({ id, entryId, kind, durationMs }: Omit<MediaUpload, 'blob'>) {
  const query = new URLSearchParams({ entryId, kind });
  if (durationMs !== undefined) query.set('durationMs', String(Math.round(durationMs)));
  return `${mediaUrl(id)}?${query.toString()}`;
}

/** Sends a file now or keeps it on the device; rejects with the server's refusal. */
export function uploadMedia(upload: MediaUpload): Promise<WriteOutcome> {
  return submitWrite({
    key: mediaWriteKey(upload.id),
    url: uploadAddress(upload),
    method: 'PUT',
    body: {},
    file: { blob: upload.blob, type: upload.blob.type || 'application/octet-stream' },
  });
}

/**
 * Deletes a file: one still waiting on the device simply leaves the queue; otherwise the server
 * is asked (now, or once the connection returns; a file it no longer has counts as deleted).
 */
export async function deleteMedia(id: string): Promise<void> {
  forgetLocalMedia(id);
  if (await withdrawWrite(mediaWriteKey(id))) return;
  await submitWrite({ key: deleteKey(id), url: mediaUrl(id), method: 'DELETE', body: {} });
}

/** Object URLs of files made in this visit, by id (shown before, and after, they are sent). */
const localUrls = new Map<string, string>();

export function rememberLocalMedia(id: string, blob: Blob): string {
  const url = URL.createObjectURL(blob);
  localUrls.set(id, url);
  return url;
}

function forgetLocalMedia(id: string): void {
  const url = localUrls.get(id);
  if (url) URL.revokeObjectURL(url);
  localUrls.delete(id);
}

/**
 * Where to show a file from on this device: its object URL while it was made in this visit or
 * still waits in the outbox (after a reload, read from the stored queue), else undefined (the
 * server has it: use its address).
 */
export function localMediaUrl(id: string): string | undefined {
  const known = localUrls.get(id);
  if (known) return known;
  const waiting = queuedWrites().find((write) => write.key === mediaWriteKey(id));
  return waiting?.file ? rememberLocalMedia(id, waiting.file.blob) : undefined;
}

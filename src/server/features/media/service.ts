import {
  acceptedType,
  formatBytes,
  MEDIA_FILE_MAX_BYTES,
  PHOTOS_PER_ENTRY_MAX,
  WRONG_TYPE_MESSAGE,
  type MediaItem,
  type MediaUploadQuery,
  type MediaUsage,
} from '@core/media';
import { stripImageMetadata, UnreadableImageError } from '@core/media-metadata';
import type { ApiUser } from '@core/user';
import { conflict, HttpError } from '../../http-errors';
import { presentMedia, type MediaStore } from './store';

const MB = 1024 * 1024;

export const EMPTY_FILE_MESSAGE = 'File: is empty';
export const FILE_TOO_LARGE_MESSAGE = `File: must be at most ${MEDIA_FILE_MAX_BYTES / MB} MB`;
export const UNREADABLE_IMAGE_MESSAGE = 'File: the image could not be read';
export const TOO_MANY_PHOTOS_MESSAGE = `Photos: at most ${PHOTOS_PER_ENTRY_MAX} photos per entry`;
export const ID_IN_USE_MESSAGE = 'Id: already in use';

/** The quota as it is set: "500 MB" (MEDIA_QUOTA_MB), not "500.0 MB". */
const quotaLabel = (bytes: number) => (bytes % MB === 0 ? `${bytes / MB} MB` : formatBytes(bytes));

export const storageFullMessage = (quotaBytes: number) =>
  `File: your storage is full (${quotaLabel(quotaBytes)}). Delete some photos or voice notes to make room.`;

export interface MediaUpload {
  id: string;
  query: MediaUploadQuery;
  /** The request's raw body; undefined when it had none. */
  bytes: Buffer | undefined;
}

/**
 * Storing a voice note or photo: the checks of the contract in the order a person would want
 * them answered (the file itself, then the entry's photos, then the account's room), and nothing
 * stored unless every one passes.
 */
export function createMediaService({
  store,
  quotaBytes,
}: {
  store: MediaStore;
  quotaBytes: number;
}) {
  async function roomNeeded(userId: string, upload: MediaUpload, size: number): Promise<number> {
    if (upload.query.kind !== 'voice') return size;
    // A new recording replaces the entry's previous one, which then frees its room.
    const replaced = (await store.list(userId, upload.query.entryId)).filter(
      (item) => item.kind === 'voice',
    );
    return size - replaced.reduce((sum, item) => sum + Number(item.size), 0);
  }

  return {
    /** Whether the file was stored now (201) or was already this user's (200, unchanged). */
    async upload(
      user: ApiUser,
      upload: MediaUpload,
      /** The plan's check (402), asked of new files only: a replay changes nothing. */
      assertMayUpload: () => void = () => {},
    ): Promise<{ item: MediaItem; created: boolean }> {
      // A replay from the offline queue: the first upload already stored it.
      const existing = await store.find(user.id, upload.id);
      if (existing) return { item: presentMedia(existing), created: false };
      assertMayUpload();
      if (await store.idTaken(upload.id)) throw conflict(ID_IN_USE_MESSAGE);

      const { kind, entryId, durationMs } = upload.query;
      const bytes = upload.bytes;
      if (!bytes || bytes.length === 0) throw new HttpError(400, EMPTY_FILE_MESSAGE);
      if (bytes.length > MEDIA_FILE_MAX_BYTES) throw new HttpError(413, FILE_TOO_LARGE_MESSAGE);
      const contentType = acceptedType(kind, bytes);
      if (!contentType) throw new HttpError(400, WRONG_TYPE_MESSAGE[kind]);

      let data = bytes;
      if (kind === 'photo') {
        try {
          data = Buffer.from(stripImageMetadata(bytes, contentType));
        } catch (error) {
          if (error instanceof UnreadableImageError) {
            throw new HttpError(400, UNREADABLE_IMAGE_MESSAGE);
          }
          throw error;
        }
        if ((await store.countOfKind(user.id, entryId, 'photo')) >= PHOTOS_PER_ENTRY_MAX) {
          throw new HttpError(400, TOO_MANY_PHOTOS_MESSAGE);
        }
      }

      const { usedBytes } = await store.usage(user.id);
      if (usedBytes + (await roomNeeded(user.id, upload, data.length)) > quotaBytes) {
        throw new HttpError(413, storageFullMessage(quotaBytes));
      }

      try {
        await store.insert(user.id, {
          id: upload.id,
          entryId,
          kind,
          contentType,
          durationMs: kind === 'voice' ? (durationMs ?? null) : null,
          data,
        });
      } catch (error) {
        // The same id stored a moment ago by a second copy of this request, or by someone else.
        const stored = await store.find(user.id, upload.id);
        if (stored) return { item: presentMedia(stored), created: false };
        if (await store.idTaken(upload.id)) throw conflict(ID_IN_USE_MESSAGE);
        throw error;
      }
      if (kind === 'voice') await store.removeOtherVoiceNotes(user.id, entryId, upload.id);
      const stored = await store.find(user.id, upload.id);
      if (!stored) throw new Error('a stored file was not found again');
      return { item: presentMedia(stored), created: true };
    },

    async usage(userId: string): Promise<MediaUsage> {
      return { ...(await store.usage(userId)), quotaBytes };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

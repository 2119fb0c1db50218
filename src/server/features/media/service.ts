import {
  formatBytes,
  PHOTOS_PER_ENTRY_MAX,
  type MediaItem,
  type MediaUploadQuery,
  type MediaUsage,
} from '@core/media';
import type { ApiUser } from '@core/user';
import { conflict, HttpError } from '../../http-errors';
import { checkMediaFile } from './file-check';
import { presentMedia, type MediaStore } from './store';

const MB = 1024 * 1024;

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
 * stored unless every one passes. The checks that count what the account holds run with the
 * insert under the account's lock, so uploads arriving together cannot all pass them.
 */
export function createMediaService({
  store,
  quotaBytes,
  lockedStore,
}: {
  store: MediaStore;
  quotaBytes: number;
  /** Runs `work` in a transaction holding the user's row, with a store on that transaction. */
  lockedStore: <T>(userId: string, work: (locked: MediaStore) => Promise<T>) => Promise<T>;
}) {
  async function roomNeeded(
    locked: MediaStore,
    userId: string,
    upload: MediaUpload,
    size: number,
  ): Promise<number> {
    if (upload.query.kind !== 'voice') return size;
    // A new recording replaces the entry's previous one, which then frees its room.
    const replaced = (await locked.list(userId, upload.query.entryId)).filter(
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
      const checked = checkMediaFile(kind, upload.bytes);
      if (!checked.ok) throw new HttpError(checked.status, checked.message);
      const { data, contentType } = checked;

      try {
        return await lockedStore(user.id, async (locked) => {
          // The same file sent twice at once: the first copy stored it while this one waited.
          const stored = await locked.find(user.id, upload.id);
          if (stored) return { item: presentMedia(stored), created: false };
          if (
            kind === 'photo' &&
            (await locked.countOfKind(user.id, entryId, 'photo')) >= PHOTOS_PER_ENTRY_MAX
          ) {
            throw new HttpError(400, TOO_MANY_PHOTOS_MESSAGE);
          }
          const { usedBytes } = await locked.usage(user.id);
          if (usedBytes + (await roomNeeded(locked, user.id, upload, data.length)) > quotaBytes) {
            throw new HttpError(413, storageFullMessage(quotaBytes));
          }
          await locked.insert(user.id, {
            id: upload.id,
            entryId,
            kind,
            contentType,
            durationMs: kind === 'voice' ? (durationMs ?? null) : null,
            data,
          });
          if (kind === 'voice') await locked.removeOtherVoiceNotes(user.id, entryId, upload.id);
          const inserted = await locked.find(user.id, upload.id);
          if (!inserted) throw new Error('a stored file was not found again');
          return { item: presentMedia(inserted), created: true };
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // The id taken a moment ago by someone else (the insert's unique key refused it).
        if (await store.idTaken(upload.id)) throw conflict(ID_IN_USE_MESSAGE);
        throw error;
      }
    },

    async usage(userId: string): Promise<MediaUsage> {
      return { ...(await store.usage(userId)), quotaBytes };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

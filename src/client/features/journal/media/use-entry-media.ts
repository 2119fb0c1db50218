import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaIdOf, mediaUrl, PHOTOS_PER_ENTRY_MAX } from '@core/media';
import { usePlan } from '@client/api/billing/get-plan';
import { upgradeRequired } from '@client/components/upgrade/upgrade-required';
import {
  deleteMedia,
  rememberLocalMedia,
  uploadMedia,
  uploadedMediaId,
  type MediaUpload,
} from '@client/lib/media/media-writes';
import { resizePhoto } from '@client/lib/media/resize-photo';
import { onWriteRefused } from '@client/lib/offline/outbox';
import { newId } from '@client/lib/uuid';
import type { JournalFormState } from '../journal-form-state';
import type { JournalAutosave } from '../use-journal-autosave';
import { photoLimitMessage } from './photo-limit';
import type { Recording } from './voice-recorder';

type MediaFields = Pick<JournalFormState, 'photoUrls' | 'voiceNoteUrl'>;

export interface EntryMedia extends MediaFields {
  /** Billing is on and the plan is free: the buttons show the way to Premium instead. */
  locked: boolean;
  /** A refusal or limit to say near the buttons, or null. */
  message: string | null;
  /** Photos being resized. */
  preparing: number;
  addRecording(recording: Recording): void;
  removeVoiceNote(): void;
  addPhotos(files: readonly File[]): Promise<void>;
  removePhoto(url: string): void;
  dismissMessage(): void;
}

/**
 * The entry's voice note and photos, kept in the journal form like its other fields. A change is
 * saved at once (the entry's save first, so its files follow it in the offline queue), then the
 * file is sent or deleted; a file the server refuses leaves the entry again, with its reason.
 */
export function useEntryMedia({
  fields,
  change,
  saver,
}: {
  fields: MediaFields;
  /** Changes the form's media fields from their latest value (and marks the form changed). */
  change(apply: (current: MediaFields) => Partial<MediaFields>): void;
  saver: Pick<JournalAutosave, 'saveNow' | 'entryId'>;
}): EntryMedia {
  const plan = usePlan();
  const locked = plan.data ? !plan.data.entitlements.premium : false;
  const [message, setMessage] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(0);
  const afterSave = useRef<Array<() => Promise<void>>>([]);
  const [saveRequest, setSaveRequest] = useState(0);

  const drop = useCallback(
    (id: string) =>
      change((current) => ({
        photoUrls: current.photoUrls.filter((url) => mediaIdOf(url) !== id),
        voiceNoteUrl: mediaIdOf(current.voiceNoteUrl) === id ? null : current.voiceNoteUrl,
      })),
    [change],
  );

  const send = useCallback(
    async (upload: Omit<MediaUpload, 'entryId'>) => {
      try {
        await uploadMedia({ ...upload, entryId: saver.entryId() });
      } catch (error) {
        drop(upload.id);
        const upgrade = upgradeRequired(error);
        setMessage(
          upgrade?.message ??
            (error instanceof Error && error.message
              ? error.message
              : 'This file could not be saved. Please try again.'),
        );
      }
    },
    [drop, saver],
  );

  // Queued files the server refused once the connection came back (the shell says why).
  useEffect(
    () =>
      onWriteRefused(({ write }) => {
        const id = uploadedMediaId(write.key);
        if (id) drop(id);
      }),
    [drop],
  );

  /** Saves the entry as it now is (after this render), then runs `then`. */
  const saveThen = useCallback((then: () => Promise<void>) => {
    afterSave.current.push(then);
    setSaveRequest((count) => count + 1);
  }, []);
  useEffect(() => {
    if (saveRequest === 0) return;
    const actions = afterSave.current;
    afterSave.current = [];
    void saver.saveNow().then(async () => {
      for (const action of actions) await action();
    });
    // saver changes identity every render; the request count alone starts a save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saveRequest]);

  const addRecording = useCallback(
    (recording: Recording) => {
      const id = newId();
      rememberLocalMedia(id, recording.blob);
      let replaced: string | null = null;
      change((current) => {
        replaced = mediaIdOf(current.voiceNoteUrl);
        return { voiceNoteUrl: mediaUrl(id) };
      });
      setMessage(null);
      saveThen(async () => {
        await send({ id, kind: 'voice', blob: recording.blob, durationMs: recording.durationMs });
        // The server lets a new voice note replace the old; one still on the device just goes.
        if (replaced) await deleteMedia(replaced);
      });
    },
    [change, saveThen, send],
  );

  const removeVoiceNote = useCallback(() => {
    const id = mediaIdOf(fields.voiceNoteUrl);
    change(() => ({ voiceNoteUrl: null }));
    if (id) saveThen(() => deleteMedia(id));
  }, [change, fields.voiceNoteUrl, saveThen]);

  const removePhoto = useCallback(
    (url: string) => {
      const id = mediaIdOf(url);
      change((current) => ({ photoUrls: current.photoUrls.filter((item) => item !== url) }));
      if (id) saveThen(() => deleteMedia(id));
    },
    [change, saveThen],
  );

  const addPhotos = useCallback(
    async (files: readonly File[]) => {
      const room = Math.max(0, PHOTOS_PER_ENTRY_MAX - fields.photoUrls.length - preparing);
      const chosen = files.slice(0, room);
      setMessage(photoLimitMessage(files.length, chosen.length));
      if (chosen.length === 0) return;
      setPreparing((count) => count + chosen.length);
      const ready: Array<{ id: string; blob: Blob }> = [];
      for (const file of chosen) {
        try {
          const { blob } = await resizePhoto(file);
          const id = newId();
          rememberLocalMedia(id, blob);
          ready.push({ id, blob });
        } catch (error) {
          setMessage(error instanceof Error ? error.message : String(error));
        } finally {
          setPreparing((count) => count - 1);
        }
      }
      if (ready.length === 0) return;
      change((current) => ({
        photoUrls: [...current.photoUrls, ...ready.map(({ id }) => mediaUrl(id))].slice(
          0,
          PHOTOS_PER_ENTRY_MAX,
        ),
      }));
      saveThen(async () => {
        for (const { id, blob } of ready) await send({ id, kind: 'photo', blob });
      });
    },
    [change, fields.photoUrls.length, preparing, saveThen, send],
  );

  return {
    ...fields,
    locked,
    message,
    preparing,
    addRecording,
    removeVoiceNote,
    addPhotos,
    removePhoto,
    dismissMessage: () => setMessage(null),
  };
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MediaImportCounts } from '@core/data-export';
import type { ImportMedia } from '@core/data-import';
import { mediaIdOf, mediaUrl, MEDIA_FILE_MAX_BYTES, PHOTOS_PER_ENTRY_MAX } from '@core/media';
import { fromJson, toIso, toJson } from '../../db/codecs';
import type { DatabaseSchema, NewJournalEntryRow } from '../../db/schema';
import { checkMediaFile } from '../media/file-check';
import { createMediaStore } from '../media/store';
import type { ZipReader } from './media-zip';
import { zipMediaName } from './media-zip';
import { instantKey } from './natural-keys';
import { iso } from './records';

/**
 * The photos and voice notes of a full export, into an account (inside the import's
 * transaction). A file keeps its id and creation time, so the entries' addresses still name it;
 * only when another account holds that id (the same server, another user) does it get a new
 * one, and the imported entries' addresses are rewritten to match.
 *
 * Idempotent like the rest of the import: a file is already there when the account holds its
 * id, or when the entry it belongs to has a file of its kind made at the same instant with the
 * same size (the case of a file that was given a new id the first time).
 */

export interface MediaCandidate {
  item: ImportMedia;
  /** Where it goes: its id in the account, and the account's entry. */
  id: string;
  entryId: string;
  name: string;
}

export interface MediaPlan {
  candidates: MediaCandidate[];
  /** A file's id in the export -> the new id it gets (another account holds the old one). */
  renamed: Map<string, string>;
  counts: MediaImportCounts;
}

const naturalKey = (entryId: string, kind: string, createdAt: string, size: number) =>
  `${entryId}|${kind}|${instantKey(createdAt)}|${size}`;

/** Which listed files the account lacks, decided from the zip's directory before any write. */
export async function planMedia(
  trx: Kysely<DatabaseSchema>,
  userId: string,
  items: ImportMedia[],
  entryIds: Map<string, string>,
  zip: Pick<ZipReader, 'sizeOf'>,
  newId: () => string = randomUUID,
): Promise<MediaPlan> {
  const store = createMediaStore(trx);
  const held = await store.list(userId);
  const heldIds = new Set(held.map((row) => row.id));
  const keys = new Set(
    held.map((row) => naturalKey(row.entry_id, row.kind, toIso(row.created_at), Number(row.size))),
  );
  const counts: MediaImportCounts = { imported: 0, skipped: 0, overQuota: 0, refused: 0 };
  const candidates: MediaCandidate[] = [];
  const renamed = new Map<string, string>();
  for (const item of items) {
    const fileId = item.id.toLowerCase();
    const entryId = entryIds.get(item.entryId);
    const name = zipMediaName(item);
    const size = zip.sizeOf(name);
    // Already here; of an entry the file does not have; or listed without its file.
    if (heldIds.has(fileId) || entryId === undefined || size === undefined) {
      counts.skipped += 1;
      continue;
    }
    if (size > MEDIA_FILE_MAX_BYTES) {
      counts.refused += 1;
      continue;
    }
    const key = naturalKey(entryId, item.kind, item.createdAt, item.size);
    if (keys.has(key)) {
      counts.skipped += 1;
      continue;
    }
    keys.add(key);
    let id = fileId;
    if (await store.idTaken(fileId)) {
      id = newId();
      renamed.set(fileId, id);
    }
    candidates.push({ item, id, entryId, name });
  }
  return { candidates, renamed, counts };
}

/** New entries' photo and voice-note addresses, pointed at the files' new ids. */
export function renameMediaAddresses(
  entries: NewJournalEntryRow[],
  renamed: Map<string, string>,
): void {
  if (renamed.size === 0) return;
  const rename = (url: string) => {
    const id = mediaIdOf(url);
    const next = id && renamed.get(id);
    return next ? mediaUrl(next) : url;
  };
  for (const entry of entries) {
    const photos = fromJson<string[]>(entry.photo_urls as string | string[] | null, []);
    entry.photo_urls = toJson(photos.map(rename));
    if (entry.voice_note_url) entry.voice_note_url = rename(entry.voice_note_url);
  }
}

/**
 * The planned files stored one at a time (each read from the zip only when its turn comes),
 * checked as an upload is: the type from the bytes, a photo's metadata stripped (a photo that
 * cannot be read is refused), the per-file limit, six photos an entry, one
 * voice note an entry (an entry that has one keeps it), and the account's allowance.
 */
export async function storeMedia(
  trx: Kysely<DatabaseSchema>,
  userId: string,
  plan: MediaPlan,
  zip: Pick<ZipReader, 'read'>,
  quotaBytes: number,
): Promise<MediaImportCounts> {
  const store = createMediaStore(trx);
  const counts = { ...plan.counts };
  let used = (await store.usage(userId)).usedBytes;
  for (const { item, id, entryId, name } of plan.candidates) {
    const bytes = await zip.read(name, MEDIA_FILE_MAX_BYTES);
    // As an upload is: an exported photo was stripped already, so it comes back byte for byte.
    const checked = checkMediaFile(item.kind, bytes);
    if (!checked.ok) {
      counts.refused += 1;
      continue;
    }
    const { data, contentType } = checked;
    const onEntry = await store.countOfKind(userId, entryId, item.kind);
    if (item.kind === 'voice' && onEntry > 0) {
      counts.skipped += 1;
      continue;
    }
    if (item.kind === 'photo' && onEntry >= PHOTOS_PER_ENTRY_MAX) {
      counts.refused += 1;
      continue;
    }
    if (used + data.length > quotaBytes) {
      counts.overQuota += 1;
      continue;
    }
    await store.insert(userId, {
      id,
      entryId,
      kind: item.kind,
      contentType,
      durationMs: item.kind === 'voice' ? item.durationMs : null,
      data,
      createdAt: iso(item.createdAt),
    });
    used += data.length;
    counts.imported += 1;
  }
  return counts;
}

import { sql, type Kysely, type Selectable } from 'kysely';
import type { MediaContentType, MediaItem, MediaKind } from '@core/media';
import { toIso } from '../../db/codecs';
import type { DatabaseSchema, MediaTable } from '../../db/schema';

type Row = Selectable<MediaTable>;
/** Everything about a file but its bytes: lists and sizes never read the bytes. */
type InfoRow = Omit<Row, 'data' | 'user_id'>;

const INFO_COLUMNS = [
  'id',
  'entry_id',
  'kind',
  'content_type',
  'size',
  'duration_ms',
  'created_at',
] as const;

export function presentMedia(row: InfoRow): MediaItem {
  return {
    id: row.id,
    entryId: row.entry_id,
    kind: row.kind as MediaKind,
    contentType: row.content_type as MediaContentType,
    size: Number(row.size),
    durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
    createdAt: toIso(row.created_at),
  };
}

export interface NewMedia {
  id: string;
  entryId: string;
  kind: MediaKind;
  contentType: MediaContentType;
  durationMs: number | null;
  data: Buffer;
  /** Kept as it was when a file comes back from an export; now otherwise. */
  createdAt?: string;
}

/** Every query here is scoped to one user in the SQL itself. */
export function createMediaStore(db: Kysely<DatabaseSchema>) {
  return {
    /** Oldest first. */
    list(userId: string, entryId?: string): Promise<InfoRow[]> {
      let query = db.selectFrom('media').select(INFO_COLUMNS).where('user_id', '=', userId);
      if (entryId) query = query.where('entry_id', '=', entryId);
      return query.orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    },

    find(userId: string, id: string): Promise<InfoRow | undefined> {
      return db
        .selectFrom('media')
        .select(INFO_COLUMNS)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The file with its bytes. */
    async read(userId: string, id: string): Promise<(InfoRow & { data: Buffer }) | undefined> {
      const row = await db
        .selectFrom('media')
        .select([...INFO_COLUMNS, 'data'])
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { ...row, data: Buffer.from(row.data) };
    },

    /** Whether any user holds this id (ids are chosen by browsers, so one could be reused). */
    async idTaken(id: string): Promise<boolean> {
      const row = await db.selectFrom('media').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async usage(userId: string): Promise<{ usedBytes: number; files: number }> {
      const row = await db
        .selectFrom('media')
        .select([sql<number>`coalesce(sum(size), 0)`.as('used'), sql<number>`count(*)`.as('files')])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { usedBytes: Number(row.used), files: Number(row.files) };
    },

    async countOfKind(userId: string, entryId: string, kind: MediaKind): Promise<number> {
      const row = await db
        .selectFrom('media')
        .select(sql<number>`count(*)`.as('count'))
        .where('user_id', '=', userId)
        .where('entry_id', '=', entryId)
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(userId: string, media: NewMedia): Promise<void> {
      await db
        .insertInto('media')
        .values({
          id: media.id,
          user_id: userId,
          entry_id: media.entryId,
          kind: media.kind,
          content_type: media.contentType,
          size: media.data.length,
          duration_ms: media.durationMs,
          data: media.data,
          ...(media.createdAt ? { created_at: media.createdAt } : {}),
        })
        .execute();
    },

    /** True when it was there to delete. */
    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('media')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** An entry's files, deleted with it. */
    async removeOfEntry(userId: string, entryId: string): Promise<number> {
      const result = await db
        .deleteFrom('media')
        .where('user_id', '=', userId)
        .where('entry_id', '=', entryId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** A voice note replaced by a new recording of the same entry. */
    async removeOtherVoiceNotes(userId: string, entryId: string, keepId: string): Promise<void> {
      await db
        .deleteFrom('media')
        .where('user_id', '=', userId)
        .where('entry_id', '=', entryId)
        .where('kind', '=', 'voice')
        .where('id', '!=', keepId)
        .execute();
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;

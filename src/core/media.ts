import { z } from 'zod';

/**
 * Voice notes and photos on journal entries. The browser records or resizes the file and sends
 * its bytes under an id it chose (so a write sent twice from the offline queue stores it once);
 * the entry refers to it by address in `photoUrls` and `voiceNoteUrl`. The server keeps the bytes
 * in its own table, checks their type from the bytes themselves, and serves them only to their
 * owner.
 */

export const MEDIA_URL = '/api/media';
export const MEDIA_USAGE_URL = '/api/media/usage';

/** One file at most (a 5-minute Opus recording is ~2 MB; a resized photo well under 1 MB). */
export const MEDIA_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The per-account allowance, unless the server sets MEDIA_QUOTA_MB. */
export const MEDIA_QUOTA_MB_DEFAULT = 500;
export const MEDIA_QUOTA_BYTES_DEFAULT = MEDIA_QUOTA_MB_DEFAULT * 1024 * 1024;
export const PHOTOS_PER_ENTRY_MAX = 6;
export const VOICE_NOTE_MAX_SECONDS = 5 * 60;
/** Photos are resized in the browser to at most this many pixels on their long side. */
export const PHOTO_LONG_SIDE_MAX = 2_048;

export const MEDIA_KINDS = ['photo', 'voice'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VOICE_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/mp4',
  'audio/mpeg',
  'audio/wav',
] as const;
export type MediaContentType = (typeof PHOTO_TYPES)[number] | (typeof VOICE_TYPES)[number];

const TYPES_OF_KIND: Record<MediaKind, readonly MediaContentType[]> = {
  photo: PHOTO_TYPES,
  voice: VOICE_TYPES,
};

export const FILE_EXTENSIONS: Record<MediaContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
};

/** The message when the bytes are not a kind's file, naming what it accepts. */
export const WRONG_TYPE_MESSAGE: Record<MediaKind, string> = {
  photo: 'File: must be a JPEG, PNG or WebP image',
  voice: 'File: must be a WebM, Ogg, MP4, MP3 or WAV audio recording',
};

export const mediaUrl = (id: string) => `${MEDIA_URL}/${id}`;

const MEDIA_URL_PATTERN =
  /^\/api\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The media id an entry's photo or voice-note address names, or null for any other address. */
export function mediaIdOf(url: string | null | undefined): string | null {
  const match = url ? MEDIA_URL_PATTERN.exec(url) : null;
  return match ? (match[1] as string).toLowerCase() : null;
}

/** The media ids an entry refers to: its photos, then its voice note. */
export function entryMediaIds(entry: {
  photoUrls: readonly string[];
  voiceNoteUrl: string | null;
}) {
  return [...entry.photoUrls, entry.voiceNoteUrl]
    .map((url) => mediaIdOf(url))
    .filter((id): id is string => id !== null);
}

const startsWith = (bytes: Uint8Array, at: number, ascii: string) =>
  bytes.length >= at + ascii.length &&
  [...ascii].every((char, index) => bytes[at + index] === char.charCodeAt(0));

/**
 * The type of a file from its first bytes (its "magic number"), never from its name or the type
 * the browser claimed. Null when it is none of the types Cairn keeps.
 */
export function sniffContentType(bytes: Uint8Array): MediaContentType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (startsWith(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'image/webp';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WAVE')) return 'audio/wav';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return 'audio/webm';
  }
  if (startsWith(bytes, 0, 'OggS')) return 'audio/ogg';
  if (startsWith(bytes, 4, 'ftyp')) return 'audio/mp4';
  if (startsWith(bytes, 0, 'ID3')) return 'audio/mpeg';
  if (bytes[0] === 0xff && bytes[1] !== undefined && (bytes[1] & 0xe0) === 0xe0) {
    return 'audio/mpeg';
  }
  return null;
}

/** The type the bytes have if it is one a kind accepts, else null. */
export function acceptedType(kind: MediaKind, bytes: Uint8Array): MediaContentType | null {
  const type = sniffContentType(bytes);
  return type && TYPES_OF_KIND[kind].includes(type) ? type : null;
}

export const mediaIdParams = z.object({ id: z.uuid({ error: 'Id must be a UUID' }) });

/** The query of an upload: `PUT /api/media/{id}?entryId=…&kind=photo|voice[&durationMs=…]`. */
export const mediaUploadQuery = z.object({
  entryId: z.uuid({ error: 'Entry id must be a UUID' }),
  kind: z.enum(MEDIA_KINDS, { error: 'Kind must be photo or voice' }),
  durationMs: z.coerce
    .number({ error: 'Duration must be a number of milliseconds' })
    .int({ error: 'Duration must be a whole number of milliseconds' })
    .min(0, { error: 'Duration must be at least 0' })
    // A little over five minutes: the recorder stops at five, and its last chunk may run over.
    .max((VOICE_NOTE_MAX_SECONDS + 5) * 1000, {
      error: `Duration must be at most ${VOICE_NOTE_MAX_SECONDS / 60} minutes`,
    })
    .optional(),
});
export type MediaUploadQuery = z.infer<typeof mediaUploadQuery>;

export const mediaListQuery = z.object({
  entryId: z.uuid({ error: 'Entry id must be a UUID' }).optional(),
});

/** A stored file, without its bytes. */
export interface MediaItem {
  id: string;
  entryId: string;
  kind: MediaKind;
  contentType: MediaContentType;
  size: number;
  /** A voice note's length; null for a photo. */
  durationMs: number | null;
  createdAt: string;
}

export interface MediaUsage {
  usedBytes: number;
  quotaBytes: number;
  files: number;
}

/** "12.3 MB", "850 KB": sizes as a person reads them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** A picture's size scaled to at most `longSide` pixels on its long side; never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  longSide: number,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

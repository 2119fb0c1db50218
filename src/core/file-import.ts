import { z } from 'zod';
import { IMPORT_MAX_MB } from './data-export';
import type { ColumnMapping, ImportFormatId, SkippedRow } from './import-formats/types';

/**
 * The Import page's two calls (decision 0027). Both take the file itself as the request body
 * (read as a stream on the server) and the choices in the query string:
 * - POST /api/import/preview: what the file holds and what would be added, storing nothing;
 * - POST /api/import/file: the import, answered as newline-delimited JSON progress events and
 *   a last line that is the result or the reason nothing was stored.
 */

export const IMPORT_PREVIEW_URL = '/api/import/preview';
export const IMPORT_FILE_URL = '/api/import/file';

/** How many skipped rows a preview lists (it counts them all). */
export const SKIPPED_LISTED_MAX = 100;
/** How many data rows the mapping step shows under the header. */
export const SAMPLE_ROWS = 5;

export const FILE_UNREADABLE_MESSAGE =
  'Cairn could not recognise this file. It reads Cairn exports (JSON, CSV, FHIR), CrisisCore pain-tracker, Bearable and Flaredown exports, and any CSV with a header row.';
export const FILE_EMPTY_MESSAGE = 'The file is empty.';
export const MAPPING_NEEDED_MESSAGE =
  'Choose which column holds the date (and the other values) before importing this file.';
export const CONFIRM_SKIPPED_MESSAGE =
  'Some rows of this file cannot be imported. Look at the preview and confirm that they are skipped.';
export const FILE_TOO_LARGE_MESSAGE = `The file is larger than ${IMPORT_MAX_MB} MB, the most Cairn can import at once.`;

const PAIN_SCALES = ['0-10', '1-10', '0-5', '1-5', '0-4', '0-100'] as const;
const column = z
  .string({ error: 'A column must be named by its header' })
  .max(200, { error: 'A column name must be at most 200 characters' });

/** The generic CSV reader's column choice (import-formats/types.ts ColumnMapping). */
export const columnMappingSchema = z.object({
  date: column.min(1, { error: 'Choose the column that holds the date' }),
  dateOrder: z.enum(['ymd', 'dmy', 'mdy'], { error: 'Date order must be ymd, dmy or mdy' }),
  time: column.optional(),
  pain: column.optional(),
  painScale: z.enum(PAIN_SCALES, { error: `Pain scale must be one of ${PAIN_SCALES.join(', ')}` }),
  mood: column.optional(),
  moodScale: z
    .enum(['1-5', '1-10', '0-10'], { error: 'Mood scale must be 1-5, 1-10 or 0-10' })
    .optional(),
  sleepHours: column.optional(),
  notes: column.optional(),
  tags: column.optional(),
  symptoms: column.optional(),
  locations: column.optional(),
  medication: column.optional(),
}) satisfies z.ZodType<ColumnMapping>;

/** The query string of both calls: the mapping as JSON text, and the confirmation to skip. */
export const importQuerySchema = z.object({
  mapping: z
    .string({ error: 'mapping must be JSON text' })
    .max(4_000, { error: 'mapping must be at most 4000 characters' })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'mapping must be JSON text' });
        return z.NEVER;
      }
    })
    .pipe(columnMappingSchema)
    .optional(),
  skipBadRows: z
    .enum(['true', 'false'], { error: 'skipBadRows must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
});

export interface ImportFormatInfo {
  id: ImportFormatId;
  label: string;
}

/** What is in the file, and how much of it the account does not have yet. */
export interface ImportPreview {
  format: ImportFormatInfo;
  /** A CSV the app does not know and no mapping was given: the mapping step comes first. */
  needsMapping: boolean;
  /** CSV only: the header and the first rows, for the mapping step. */
  header?: string[];
  sampleRows?: string[][];
  /** The mapping used (or, when one is needed, remembered for this header or guessed). */
  mapping?: Partial<ColumnMapping>;
  /** The mapping is the one this person chose for a file with the same columns before. */
  mappingRemembered?: boolean;
  entries: number;
  firstDate: string | null;
  lastDate: string | null;
  medications: number;
  doseLogs: number;
  /** Of the above, how many the account already has (importing them adds nothing). */
  alreadyThere: number;
  skipped: SkippedRow[];
  skippedCount: number;
  conversions: string[];
}

/** One line of POST /api/import/file's answer. */
export type ImportEvent =
  | { type: 'progress'; bytes: number; rows: number }
  | { type: 'done'; result: FileImportResult }
  | { type: 'error'; status: number; message: string };

export interface FileImportResult {
  format: ImportFormatInfo;
  /** What was added, in a sentence (fileImportSummary, or importSummary for a Cairn export). */
  summary: string;
  entries: number;
  medications: number;
  doseLogs: number;
  tags: number;
  pegCheckins: number;
  alreadyThere: number;
  skippedRows: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** "14 Mar 2024" for yyyy-MM-dd. */
export const shortDate = (date: string) => DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));

/**
 * "Row 17 has no date" for the reason "it has no date"; "Row 4: Pain Level 14 is outside 0-10"
 * for a reason that names its field.
 */
export function skippedRowText(skipped: SkippedRow, word = 'Row'): string {
  return skipped.reason.startsWith('it ')
    ? `${word} ${skipped.row} ${skipped.reason.slice(3)}`
    : `${word} ${skipped.row}: ${skipped.reason}`;
}

/**
 * "212 entries from 14 Mar 2024 to 20 Nov 2026, 3 medications, 41 dose logs; 4 rows skipped:
 * row 17 has no date, ..., 1 more" (the first three reasons; the page lists them all).
 */
export function previewSummary(preview: ImportPreview): string {
  let text = plural(preview.entries, 'entry', 'entries');
  if (preview.firstDate && preview.lastDate) {
    text +=
      preview.firstDate === preview.lastDate
        ? ` on ${shortDate(preview.firstDate)}`
        : ` from ${shortDate(preview.firstDate)} to ${shortDate(preview.lastDate)}`;
  }
  text += `, ${plural(preview.medications, 'medication', 'medications')}, ${plural(preview.doseLogs, 'dose log', 'dose logs')}`;
  if (preview.skippedCount > 0) {
    const reasons = preview.skipped.slice(0, 3).map((row) => skippedRowText(row, 'row'));
    const unlisted = preview.skippedCount - reasons.length;
    if (unlisted > 0) reasons.push(`${unlisted} more`);
    text += `; ${plural(preview.skippedCount, 'row', 'rows')} skipped: ${reasons.join(', ')}`;
  }
  return text;
}

/** "Imported 212 entries, 3 medications and 41 dose logs. 12 were already in your account." */
export function fileImportSummary(result: Omit<FileImportResult, 'summary' | 'format'>): string {
  const parts = [
    plural(result.entries, 'entry', 'entries'),
    plural(result.medications, 'medication', 'medications'),
    plural(result.doseLogs, 'dose log', 'dose logs'),
  ];
  if (result.pegCheckins > 0) {
    parts.push(plural(result.pegCheckins, 'weekly check-in', 'weekly check-ins'));
  }
  let text = `Imported ${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}.`;
  if (result.alreadyThere > 0) {
    text += ` ${result.alreadyThere} ${result.alreadyThere === 1 ? 'was' : 'were'} already in your account.`;
  }
  if (result.skippedRows > 0) {
    text += ` ${plural(result.skippedRows, 'row was', 'rows were')} skipped.`;
  }
  return text;
}

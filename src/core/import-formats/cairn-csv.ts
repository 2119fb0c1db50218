import { isCalendarDate } from '../calendar';
import { ENTRIES_CSV_HEADER } from '../journal-csv';
import { entryInstant } from './local-time';
import {
  bodyPartsOf,
  columnIndex,
  createImportRecords,
  headerKey,
  numberCell,
  ratingCell,
  rowHash,
  splitList,
  type EntryInput,
} from './row-fields';
import { CAIRN_PAIN } from './scales';
import type { CsvFormat, CsvRowReader, ImportOptions, ImportSink } from './types';

/**
 * Cairn's own journal spreadsheet (journal-csv.ts, GET /api/export/entries.csv) read back: one
 * entry per row with its kind, date and createdAt/updatedAt as written, lists split on "; ",
 * "Lower Back (7)" back to the body part and its intensity. A file entriesCsv wrote comes back
 * as the same entries (the spreadsheet has no photos, voice note, raw weather data, wind, UV or
 * air quality, so those stay empty).
 *
 * Rows are checked by the journal schema as they stand, without conversion: a value Cairn would
 * not have written is a skipped row. A second row with the same natural key (a second journal
 * of a day, a quick log at the same instant) is a repeat when it is the same row, and skipped
 * otherwise, naming the row that holds the key.
 */

/** Text csvCell (csv.ts) prefixed with a quote so a spreadsheet would not run it as a formula. */
const FORMULA_GUARD = /^'[=+\-@\t\r]/;

const unguard = (text: string) => (FORMULA_GUARD.test(text) ? text.slice(1) : text);

/** "Lower Back (7)" -> { bodyPart: 'lowerBack', intensity: 7 }; a problem when unknown. */
function painLocation(item: string): { bodyPart: string; intensity: number } | string {
  const match = /^(.*?)\s*\((\d+(?:\.\d+)?)\)$/.exec(item);
  const name = match?.[1] ?? item;
  const parts = bodyPartsOf(name);
  if (parts.length !== 1 || !parts[0])
    return `the pain location ${JSON.stringify(item)} is not a part of the body chart`;
  if (!match) return `the pain location ${JSON.stringify(item)} has no intensity`;
  return { bodyPart: parts[0], intensity: Number(match[2]) };
}

const COLUMN = {
  date: 'Date',
  kind: 'Kind',
  painLevel: 'Pain level',
  painLocations: 'Pain locations',
  primaryLocation: 'Primary location',
  painTypes: 'Pain types',
  duration: 'Duration',
  symptoms: 'Symptoms',
  symptomsDescription: 'Symptoms description',
  moodLevel: 'Mood level',
  moodNotes: 'Mood notes',
  emotionalState: 'Emotional state',
  stressLevel: 'Stress level',
  energyLevel: 'Energy level',
  sleepQuality: 'Sleep quality',
  sleepHours: 'Sleep hours',
  activities: 'Activities',
  gratitude: 'Gratitude',
  notes: 'Notes',
  journalEntry: 'Journal entry',
  dailyPrompt: 'Daily prompt',
  promptResponse: 'Prompt response',
  customTags: 'Tags',
  weatherConditions: 'Weather',
  temperature: 'Temperature',
  humidity: 'Humidity',
  pressure: 'Pressure',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
} as const;

type Field = keyof typeof COLUMN;

const TEXT_FIELDS = [
  'primaryLocation',
  'duration',
  'symptomsDescription',
  'moodNotes',
  'emotionalState',
  'gratitude',
  'notes',
  'journalEntry',
  'dailyPrompt',
  'promptResponse',
  'weatherConditions',
] as const satisfies readonly Field[];
const LIST_FIELDS = ['painTypes', 'symptoms', 'activities', 'customTags'] as const;
const NUMBER_FIELDS = [
  'moodLevel',
  'stressLevel',
  'energyLevel',
  'sleepQuality',
  'sleepHours',
  'temperature',
  'humidity',
  'pressure',
] as const;

function start(header: readonly string[], options: ImportOptions, sink: ImportSink): CsvRowReader {
  const records = createImportRecords(sink);
  const index = columnIndex(header);
  const column = (field: Field) => index.get(headerKey(COLUMN[field])) ?? -1;
  const at = Object.fromEntries(
    Object.keys(COLUMN).map((field) => [field, column(field as Field)]),
  ) as Record<Field, number>;
  /** Where each natural key was first met: the row, and that row's fingerprint. */
  const keys = new Map<string, { row: number; hash: number }>();

  return {
    row(cells, line) {
      const cell = (field: Field) => cells[at[field]] ?? '';
      const date = cell('date').trim();
      if (date === '') return records.skip(line, 'it has no date');
      if (!isCalendarDate(date)) return records.skip(line, `the date ${date} is not a real date`);
      const pain = ratingCell(cell('painLevel'), 'Pain level', CAIRN_PAIN);
      if (pain === null) return records.skip(line, 'it has no pain level');
      if (typeof pain === 'string') return records.skip(line, pain);

      const painLocations = [];
      for (const item of splitList(cell('painLocations'))) {
        const location = painLocation(item);
        if (typeof location === 'string') return records.skip(line, location);
        painLocations.push(location);
      }
      const kind = (cell('kind').trim() || 'journal') as EntryInput['kind'];
      const createdAt = cell('createdAt').trim() || entryInstant(date, null, options.timeZone);
      const input: EntryInput = {
        id: `row-${line}`,
        date,
        kind,
        painLevel: pain,
        painLocations,
        createdAt,
        updatedAt: cell('updatedAt').trim() || createdAt,
      };
      for (const field of TEXT_FIELDS) {
        const value = unguard(cell(field));
        input[field] = value === '' ? null : value;
      }
      for (const field of LIST_FIELDS) input[field] = splitList(unguard(cell(field)), /; /);
      for (const field of NUMBER_FIELDS) {
        const value = numberCell(cell(field));
        if (Number.isNaN(value)) {
          return records.skip(
            line,
            `${COLUMN[field]} ${JSON.stringify(cell(field).trim())} is not a number`,
          );
        }
        input[field] = value;
      }

      const key =
        kind === 'journal' ? `journal|${date}` : `${kind}|${date}|${Date.parse(createdAt)}`;
      const hash = rowHash(cells);
      const first = keys.get(key);
      if (first) {
        if (first.hash === hash) return records.repeated();
        return records.skip(
          line,
          kind === 'journal'
            ? `it is a second journal for ${date} (row ${first.row} is that day's journal)`
            : `it is a second ${kind} log at ${createdAt} (row ${first.row} has that time)`,
        );
      }
      const batch = records.batch(line);
      batch.entry(input);
      if (batch.commit()) keys.set(key, { row: line, hash });
    },
    finish: () => records.finish(),
  };
}

export const CAIRN_CSV: CsvFormat = {
  id: 'cairn-csv',
  label: 'Cairn (CSV)',
  matches: (header) =>
    header.length === ENTRIES_CSV_HEADER.length &&
    header.every((name, i) => headerKey(name) === headerKey(ENTRIES_CSV_HEADER[i] ?? '')),
  start,
};

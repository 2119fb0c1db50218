import { isDateProblem, parseDate, readMoment } from './local-time';
import {
  createDayKinds,
  createImportRecords,
  EntryDraft,
  headerKey,
  numberCell,
  ratingCell,
  rowHash,
  sleepHoursCell,
  splitList,
  splitMedication,
} from './row-fields';
import {
  moodConversionNote,
  moodToCairn,
  painConversionNote,
  painToCairn,
  scaleOf,
  type MoodScale,
} from './scales';
import type {
  ColumnMapping,
  CsvFormat,
  CsvRowReader,
  DateOrder,
  ImportOptions,
  ImportSink,
  PainScale,
} from './types';

/**
 * Any other CSV with a header row, read by the columns the person chose in the mapping step
 * (ColumnMapping). Each row is an entry: the first of a day is its journal and the others quick
 * logs; a row without a time is taken at 12:00 (a second one of the same day a minute later, so
 * both are kept); a row repeated exactly is read once. Pain and mood are converted from the
 * chosen scales; a row without a pain value gets pain level 0 (said in a note). Lists (tags,
 * symptoms, locations) are split on ";" or ","; a location the body chart lacks, and a
 * medication column, are kept as well (in the notes, and as a dose at the row's time).
 *
 * suggestMapping guesses a mapping from the header and the first rows for the mapping step,
 * and headerSignature is the key a chosen mapping is remembered by.
 */

const APP = 'this file';
export const MAPPING_NEEDED =
  'A column mapping is needed to read this file: choose at least the column that holds the date.';

const NOTES = {
  noPain: 'Rows without a pain value are imported with pain level 0.',
  sameInstant:
    'Rows of one day at the same time (or without a time) were given times a minute apart, so each is kept.',
  sameDay:
    "Of several rows on one day, the first is the day's journal and the others are quick logs.",
};

const LIST = /[;,]/;

/** The index of a mapped column: its header text exactly, or failing that, compared loosely. */
function findColumn(header: readonly string[], name: string | undefined): number | undefined {
  if (name === undefined || name === '') return undefined;
  const exact = header.indexOf(name);
  if (exact !== -1) return exact;
  const loose = header.findIndex((column) => headerKey(column) === headerKey(name));
  if (loose === -1)
    throw new Error(`The column ${JSON.stringify(name)} is not in this file's header.`);
  return loose;
}

function start(header: readonly string[], options: ImportOptions, sink: ImportSink): CsvRowReader {
  const mapping = options.mapping;
  if (!mapping) throw new Error(MAPPING_NEEDED);
  const at = {
    date: findColumn(header, mapping.date),
    time: findColumn(header, mapping.time),
    pain: findColumn(header, mapping.pain),
    mood: findColumn(header, mapping.mood),
    sleepHours: findColumn(header, mapping.sleepHours),
    notes: findColumn(header, mapping.notes),
    tags: findColumn(header, mapping.tags),
    symptoms: findColumn(header, mapping.symptoms),
    locations: findColumn(header, mapping.locations),
    medication: findColumn(header, mapping.medication),
  };
  const moodScale: MoodScale = mapping.moodScale ?? '1-5';
  const records = createImportRecords(sink);
  const dayKinds = createDayKinds();

  return {
    row(cells, line) {
      const cell = (index: number | undefined) =>
        index === undefined ? '' : (cells[index] ?? '').trim();
      const moment = readMoment(
        cell(at.date),
        cell(at.time) || undefined,
        mapping.dateOrder,
        options.timeZone,
      );
      if (isDateProblem(moment)) return records.skip(line, moment.problem);

      const painScale = scaleOf(mapping.painScale);
      const pain = ratingCell(cell(at.pain), 'Pain level', painScale);
      if (typeof pain === 'string') return records.skip(line, pain);
      const mood = ratingCell(cell(at.mood), 'Mood', scaleOf(moodScale));
      if (typeof mood === 'string') return records.skip(line, mood);
      const sleepHours = sleepHoursCell(cell(at.sleepHours), 'Sleep hours');
      if (typeof sleepHours === 'string') return records.skip(line, sleepHours);
      const painLevel = pain === null ? 0 : (painToCairn(pain, mapping.painScale) ?? 0);
      const moodLevel = mood === null ? null : moodToCairn(mood, moodScale);
      records.note(pain === null ? NOTES.noPain : painConversionNote(mapping.painScale, APP));
      if (mood !== null) records.note(moodConversionNote(moodScale, APP));

      const place = dayKinds.place(moment.date, moment.instant, rowHash(cells));
      if (place.repeat) return records.repeated();
      if (place.moved) records.note(NOTES.sameInstant);
      if (place.kind === 'quick') records.note(NOTES.sameDay);

      const draft = new EntryDraft();
      const notes = cell(at.notes);
      if (notes) draft.noteLines.push(notes);
      draft.tags.push(...splitList(cell(at.tags), LIST));
      draft.symptoms.push(...splitList(cell(at.symptoms), LIST));
      draft.addLocations(splitList(cell(at.locations), LIST), Math.max(1, painLevel));

      const batch = records.batch(line);
      batch.entry({
        id: `row-${line}`,
        date: moment.date,
        kind: place.kind,
        createdAt: place.instant,
        painLevel,
        moodLevel,
        sleepHours,
        ...draft.fields(records),
      });
      splitList(cell(at.medication), /;/).forEach((text, i) => {
        const { name, dose } = splitMedication(text);
        batch.dose({
          id: `dose-row-${line}-${i + 1}`,
          name,
          dose,
          takenAt: place.instant,
          date: moment.date,
        });
      });
      if (!batch.commit()) dayKinds.release(moment.date, place.instant);
    },
    finish: () => records.finish(),
  };
}

export const GENERIC_CSV: CsvFormat = {
  id: 'generic-csv',
  label: 'CSV file',
  // Any header could be read with a mapping; detection never picks it (csv-formats.ts).
  matches: () => true,
  start,
};

/* ------------------------------------------------------- mapping step */

/** The header as a stable key to remember a mapping by: its names, normalized, in order. */
export function headerSignature(header: readonly string[]): string {
  return header.map(headerKey).join('|');
}

type MappedColumn = Exclude<keyof ColumnMapping, 'dateOrder' | 'painScale' | 'moodScale'>;

/** Names that say what a column holds, the most telling first ("Pain" before "Level"). */
const NAME_HINTS: [MappedColumn, RegExp[]][] = [
  [
    'date',
    [/^(date|day|datum|fecha|when|timestamp|date ?time|date\/time)$/, /\bdate\b/, /\bday\b/],
  ],
  ['time', [/^(time|hour|clock)$/, /\btime\b/]],
  [
    'pain',
    [
      /^pain$/,
      /\bpain\b(?! ?(location|type|area|site|region))/,
      /\b(level|score|severity|intensity)\b/,
    ],
  ],
  ['mood', [/\bmood\b/, /\bfeeling\b/]],
  ['sleepHours', [/\bsleep\b.*\bhours?\b|\bhours?\b.*\bsle(ep|pt)\b/, /\bsle(ep|pt)\b/]],
  ['notes', [/\bnotes?\b/, /\b(comments?|diary|journal|description)\b/]],
  ['tags', [/\btags?\b/, /\b(factors?|triggers?|labels?)\b/]],
  ['symptoms', [/\bsymptoms?\b/]],
  ['locations', [/\blocations?\b/, /\b(body|where|areas?|sites?)\b/]],
  ['medication', [/\b(medications?|medicines?|meds|drugs?)\b/, /\btreatments?\b/]],
];

/** Whether year-last dates in a column are day-first or month-first, when the numbers tell. */
function guessDateOrder(values: readonly string[]): DateOrder | undefined {
  let dayFirst = false;
  let monthFirst = false;
  let yearFirst = false;
  for (const value of values) {
    const match = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{2,4}\b/.exec(value.trim());
    if (!match) {
      if (/^\d{4}[/.-]\d{1,2}[/.-]\d{1,2}/.test(value.trim())) yearFirst = true;
      continue;
    }
    if (Number(match[1]) > 12 || value.includes('.')) dayFirst = true;
    else if (Number(match[2]) > 12) monthFirst = true;
  }
  if (dayFirst !== monthFirst) return dayFirst ? 'dmy' : 'mdy';
  return yearFirst ? 'ymd' : undefined;
}

/** The pain scale the sample values fit: above 10 is 0-100, up to 5 a five-point scale. */
function guessPainScale(values: readonly number[]): PainScale | undefined {
  if (values.length === 0) return undefined;
  const max = Math.max(...values);
  const min = Math.min(...values);
  if (max > 10) return '0-100';
  if (max <= 5) return min === 0 ? '0-5' : '1-5';
  return min === 0 ? '0-10' : max === 10 ? '1-10' : '0-10';
}

function guessMoodScale(values: readonly number[]): MoodScale | undefined {
  if (values.length === 0) return undefined;
  if (Math.max(...values) <= 5) return '1-5';
  return Math.min(...values) === 0 ? '0-10' : '1-10';
}

/**
 * A first guess at the mapping, for the person to correct: columns by the words in their names
 * (each column used once), the date order by sample dates whose numbers can only be read one
 * way, and the pain and mood scales by the sample values.
 */
export function suggestMapping(
  header: readonly string[],
  sampleRows: readonly (readonly string[])[],
): Partial<ColumnMapping> {
  const suggestion: Partial<ColumnMapping> = {};
  const used = new Set<number>();
  for (const [field, hints] of NAME_HINTS) {
    for (const hint of hints) {
      const index = header.findIndex((name, i) => !used.has(i) && hint.test(headerKey(name)));
      if (index === -1) continue;
      used.add(index);
      suggestion[field] = header[index];
      break;
    }
  }
  const column = (name: string | undefined) => (name === undefined ? -1 : header.indexOf(name));
  const values = (name: string | undefined) =>
    sampleRows.map((row) => row[column(name)] ?? '').filter((value) => value.trim() !== '');
  const numbers = (name: string | undefined) =>
    values(name)
      .map((value) => numberCell(value))
      .filter((value): value is number => value !== null && !Number.isNaN(value));

  const dates = values(suggestion.date);
  const dateOrder = guessDateOrder(dates);
  if (dateOrder) suggestion.dateOrder = dateOrder;
  // A "date" column whose values are not dates is no date column.
  if (
    dates.length > 0 &&
    dates.every((value) => isDateProblem(parseDate(value, dateOrder ?? 'dmy')))
  ) {
    delete suggestion.date;
  }
  const painScale = guessPainScale(numbers(suggestion.pain));
  if (painScale) suggestion.painScale = painScale;
  const moodScale = guessMoodScale(numbers(suggestion.mood));
  if (moodScale) suggestion.moodScale = moodScale;
  return suggestion;
}

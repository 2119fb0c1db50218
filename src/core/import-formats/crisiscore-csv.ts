import { isDateProblem, readMoment } from './local-time';
import {
  createDayKinds,
  createImportRecords,
  EntryDraft,
  headerKey,
  numberCell,
  ratingCell,
  rowHash,
  splitList,
  type ImportRecords,
} from './row-fields';
import { CAIRN_LEVEL, rescale, type Scale } from './scales';
import type { CsvFormat, CsvRowReader, ImportOptions, ImportSink } from './types';

/**
 * The CSV export of CrisisCore's open-source pain tracker (CrisisCore-Systems/pain-tracker,
 * src/utils/pain-tracker/export.ts, exportToCSV), as that code writes it:
 *
 *   Date,Time,Pain Level,Locations,Symptoms,Limited Activities,Sleep Quality,Mood Impact,
 *   Missed Work Days,Notes
 *
 * - Date and Time are the entry's ISO timestamp split at "T" (HH:mm), and the app stores
 *   timestamps as toISOString(), so they are UTC: the entry's instant is read as UTC and its
 *   date is the day that instant falls on in the account's zone. A date without a time is a
 *   local day, taken at 12:00.
 * - Pain Level, Sleep Quality and Mood Impact are 0-10 sliders (src/types/pain-entry.ts,
 *   form-sections/QualityOfLifeSection.tsx). Mood Impact runs the other way from a mood: 0 is
 *   "no impact", 10 "severe"; it becomes Cairn's mood 1-5 reversed, and the value itself is kept
 *   in the mood notes. The export writes 0 as an empty cell for these two (`value || ''`), so
 *   an empty cell is read as not recorded.
 * - Locations, Symptoms and Limited Activities are lists joined with "; ". Locations are the
 *   app's names (src/utils/constants.ts: "lower back", "knees", "ankles"...), matched to Cairn's
 *   body chart (a pair's plural marks both sides) at the entry's pain level; a location the
 *   chart lacks is written in the notes. Limited activities become the entry's activities.
 * - Missed Work Days and Notes go to the notes.
 * - The export joins rows with the two characters backslash and n instead of a line break
 *   (`join('\\n')`), so a file saved straight from the app is one long line: its "header" then
 *   holds every row, and the rows are taken apart again at those two characters. Row numbers
 *   then count the rows so separated (the header is row 1).
 *
 * Several entries on one day: the first in the file is the day's journal and the others are
 * quick logs, each at its own instant; a row repeated exactly is read once.
 */

const APP = 'CrisisCore';
const COLUMNS = [
  'Date',
  'Time',
  'Pain Level',
  'Locations',
  'Symptoms',
  'Limited Activities',
  'Sleep Quality',
  'Mood Impact',
  'Missed Work Days',
  'Notes',
] as const;
const KEYS = COLUMNS.map(headerKey);
const ROW_LENGTH = COLUMNS.length;
/** The two characters the export puts between rows. */
const ROW_BREAK = '\\n';

const ZERO_TO_TEN: Scale = { min: 0, max: 10 };
const MOOD_REVERSED: Scale = { min: 5, max: 1 };

const NOTES = {
  utc: `${APP} writes each entry's time in UTC; Cairn shows it in your time zone, so an entry made near midnight may fall on the neighbouring day.`,
  mood: `${APP}'s Mood Impact (0 no impact to 10 severe) is shown as Cairn's mood 1-5 the other way round (0 becomes 5 and 10 becomes 1, rounded in between); the value itself is kept in the mood notes.`,
  locations: `${APP} records one pain level per entry: each of its body locations is marked at that level.`,
  activities: `${APP}'s limited activities are listed as the entry's activities.`,
  sameDay: `Of several ${APP} entries on one day, the first is the day's journal and the others are quick logs.`,
  decimals: `${APP} values with decimals were rounded to whole numbers.`,
};

function isRowBreakHeader(name: string | undefined): boolean {
  return headerKey(name ?? '').startsWith(`notes${ROW_BREAK}`);
}

function matches(header: readonly string[]): boolean {
  if (header.length < ROW_LENGTH) return false;
  const first = KEYS.slice(0, ROW_LENGTH - 1).every((key, i) => headerKey(header[i] ?? '') === key);
  return (
    first &&
    (header.length === ROW_LENGTH
      ? headerKey(header[ROW_LENGTH - 1] ?? '') === 'notes'
      : isRowBreakHeader(header[ROW_LENGTH - 1]))
  );
}

/**
 * The rows of a file whose rows were joined with "\n": every tenth cell holds one row's notes
 * and the next row's date, split at the last "\n" (a date never holds one).
 */
function rowsJoinedInHeader(header: readonly string[]): string[][] {
  const rows: string[][] = [];
  let boundary = header[ROW_LENGTH - 1] ?? '';
  let i = ROW_LENGTH;
  while (i < header.length) {
    const split = boundary.lastIndexOf(ROW_BREAK);
    const row = [boundary.slice(split + ROW_BREAK.length), ...header.slice(i, i + ROW_LENGTH - 2)];
    i += ROW_LENGTH - 2;
    const last = header[i] ?? '';
    const isLast = i >= header.length - 1;
    const breakAt = isLast ? -1 : last.lastIndexOf(ROW_BREAK);
    row.push(breakAt === -1 ? last : last.slice(0, breakAt));
    rows.push(row);
    boundary = last;
    i += 1;
    if (breakAt === -1) break;
  }
  return rows;
}

/** A 0-10 cell: null when empty (or the export's 0), a whole number, or a skip reason. */
function level(text: string | undefined, field: string, records: ImportRecords) {
  const value = ratingCell(text, field, ZERO_TO_TEN);
  if (typeof value !== 'number') return value;
  const whole = rescale(value, ZERO_TO_TEN, CAIRN_LEVEL) ?? value;
  if (whole !== value) records.note(NOTES.decimals);
  return whole;
}

function start(header: readonly string[], options: ImportOptions, sink: ImportSink): CsvRowReader {
  const records = createImportRecords(sink);
  const dayKinds = createDayKinds();

  const row = (cells: readonly string[], line: number) => {
    const [
      dateText,
      timeText,
      painText,
      locations,
      symptoms,
      limited,
      sleepText,
      moodText,
      missed,
      notes,
    ] = cells;
    const moment = readMoment(dateText, timeText, 'ymd', options.timeZone, 'utc');
    if (isDateProblem(moment)) return records.skip(line, moment.problem);
    if (moment.timed) records.note(NOTES.utc);

    const pain = level(painText, 'Pain Level', records);
    if (typeof pain === 'string') return records.skip(line, pain);
    if (pain === null) return records.skip(line, 'it has no Pain Level');
    const sleep = level(sleepText, 'Sleep Quality', records);
    if (typeof sleep === 'string') return records.skip(line, sleep);
    const moodImpact = level(moodText, 'Mood Impact', records);
    if (typeof moodImpact === 'string') return records.skip(line, moodImpact);
    const missedDays = numberCell(missed);
    if (missedDays !== null && Number.isNaN(missedDays)) {
      return records.skip(
        line,
        `Missed Work Days ${JSON.stringify(missed?.trim())} is not a number`,
      );
    }

    const draft = new EntryDraft();
    if (notes?.trim()) draft.noteLines.push(notes.trim());
    if (draft.addLocations(splitList(locations), Math.max(1, pain)) > 0)
      records.note(NOTES.locations);
    draft.symptoms.push(...splitList(symptoms));
    draft.activities.push(...splitList(limited));
    if (draft.activities.length > 0) records.note(NOTES.activities);
    if (missedDays) draft.noteLines.push(`Missed work days: ${missedDays}`);
    let moodLevel: number | null = null;
    if (moodImpact !== null) {
      moodLevel = rescale(moodImpact, ZERO_TO_TEN, MOOD_REVERSED);
      draft.moodLines.push(`${APP} mood impact: ${moodImpact} of 10`);
      records.note(NOTES.mood);
    }

    const place = dayKinds.place(moment.date, moment.instant, rowHash(cells));
    if (place.repeat) return records.repeated();
    if (place.kind === 'quick') records.note(NOTES.sameDay);
    const batch = records.batch(line);
    batch.entry({
      id: `row-${line}`,
      date: moment.date,
      kind: place.kind,
      createdAt: place.instant,
      painLevel: pain,
      sleepQuality: sleep,
      moodLevel,
      ...draft.fields(records),
    });
    if (!batch.commit()) dayKinds.release(moment.date, place.instant);
  };

  // A file saved straight from the app: all its rows came in the header (see the top comment).
  if (header.length > ROW_LENGTH) {
    rowsJoinedInHeader(header).forEach((cells, i) => row(cells, i + 2));
  }
  return { row, finish: () => records.finish() };
}

export const CRISISCORE_CSV: CsvFormat = {
  id: 'crisiscore-csv',
  label: 'CrisisCore pain tracker (CSV)',
  matches,
  start,
};

import { entryInstant, isDateProblem, readMoment } from './local-time';
import {
  createImportRecords,
  EntryDraft,
  headerKey,
  rowHash,
  splitList,
  type DoseInput,
} from './row-fields';
import { CAIRN_PAIN, outOfScaleReason, rescale, scaleConversionNote, type Scale } from './scales';
import type { CsvFormat, CsvRowReader, ImportOptions, ImportSink } from './types';

/**
 * Flaredown's CSV export, one row per check-in day, as its DataExportJob writes it
 * (rubyforgood/Flaredown, backend/app/jobs/data_export_job.rb, and its spec):
 *
 *   Date, <each condition>, <each symptom>, <each treatment>, Tags, Foods,
 *   Weather summary, Weather max temperature, Weather min temperature, Weather pressure,
 *   Weather precipitation intensity, Weather humidity
 *
 * (older versions end at Foods; a leading checkin_id column is allowed and ignored).
 * Conditions and symptoms are rated 0-4 (backend/app/models/checkin/fiveable.rb); a treatment
 * cell is its dose ("1mg"), "Taken", or "Not Taken"; tags and foods are joined with "; ".
 *
 * The header names the columns but does not say which are conditions and which symptoms (the
 * export lists conditions first, then symptoms, then treatments, all under their bare names).
 * So:
 * - a cell rated 0-4 is a rating, any other text a treatment, and once a column has held a
 *   treatment it and the columns after it are treatments (they come last), so a dose of "2"
 *   is not read as a rating;
 * - the day's pain level is its highest rating, 0-4 laid onto 0-10 (x2.5); the rated names
 *   above 0 are the entry's symptoms, and every rating is in the symptoms description;
 * - each treatment is a medication with a dose log at 12:00 local ("Not Taken" a skipped
 *   dose); the medication's dosage is its first dose's text;
 * - tags are the entry's tags; foods are written in the notes (their names are too long for
 *   tags); the weather summary is the entry's weather and the weather figures go to the notes
 *   as written (the file does not give their units).
 * A second row for a date is skipped, unless it repeats the first exactly.
 */

const APP = 'Flaredown';
const RATING: Scale = { min: 0, max: 4 };
const TRAILING = [
  'tags',
  'foods',
  'weather summary',
  'weather max temperature',
  'weather min temperature',
  'weather pressure',
  'weather precipitation intensity',
  'weather humidity',
];
const LEADING = ['checkin_id', 'checkin id'];

const NOTES = {
  pain: `${scaleConversionNote('Pain', APP, RATING, CAIRN_PAIN)} A day's pain is its highest condition or symptom rating, since Flaredown's file does not say which columns are conditions.`,
  ratings: `${APP}'s conditions and symptoms rated above 0 are listed as the entry's symptoms, with every 0-4 rating in the symptoms description.`,
  noRating: `Days with no ${APP} condition or symptom rating are imported with pain level 0.`,
  doses: `${APP} treatments are dose logs at 12:00 on their day; "Not Taken" is a skipped dose.`,
  foods: `${APP}'s foods are listed in the entry's notes.`,
};

interface Layout {
  date: number;
  /** The columns of conditions, symptoms and treatments, by index, with their names. */
  trackables: { index: number; name: string }[];
  tags: number;
  foods: number;
  weather: { index: number; name: string }[];
}

function layoutOf(header: readonly string[]): Layout | null {
  const keys = header.map(headerKey);
  let date = 0;
  while (date < keys.length && LEADING.includes(keys[date] ?? '')) date += 1;
  const tags = keys.indexOf('tags');
  const foods = keys.indexOf('foods');
  if (keys[date] !== 'date' || tags === -1 || foods !== tags + 1) return null;
  const known = new Set(TRAILING);
  const trackables = header
    .map((name, index) => ({ index, name: name.trim() }))
    .filter(({ index }) => index > date && index < tags);
  const weather = header
    .map((name, index) => ({ index, name: name.trim() }))
    .filter(({ index }) => index > foods && known.has(keys[index] ?? ''));
  return { date, trackables, tags, foods, weather };
}

function start(header: readonly string[], options: ImportOptions, sink: ImportSink): CsvRowReader {
  const layout = layoutOf(header);
  if (!layout)
    throw new Error(`This is not a ${APP} export: its header lacks Date, Tags and Foods`);
  const records = createImportRecords(sink);
  const days = new Map<string, { row: number; hash: number }>();
  /** The first column known to hold treatments (every column from it on does). */
  let firstTreatment = Number.POSITIVE_INFINITY;

  return {
    row(cells, line) {
      const cell = (index: number) => (cells[index] ?? '').trim();
      const moment = readMoment(cell(layout.date), undefined, 'ymd', options.timeZone);
      if (isDateProblem(moment)) return records.skip(line, moment.problem);

      const ratings: { name: string; value: number }[] = [];
      const treatments: { name: string; value: string }[] = [];
      for (const { index, name } of layout.trackables) {
        const value = cell(index);
        if (value === '') continue;
        const rating = /^\d+$/.test(value) ? Number(value) : null;
        if (rating !== null && index < firstTreatment) {
          if (rating > RATING.max)
            return records.skip(line, outOfScaleReason(name, rating, RATING));
          ratings.push({ name, value: rating });
        } else {
          firstTreatment = Math.min(firstTreatment, index);
          treatments.push({ name, value });
        }
      }

      const hash = rowHash(cells);
      const earlier = days.get(moment.date);
      if (earlier) {
        if (earlier.hash === hash) return records.repeated();
        return records.skip(
          line,
          `it is a second check-in for ${moment.date} (row ${earlier.row} has that day)`,
        );
      }

      const draft = new EntryDraft();
      for (const { name, value } of ratings) {
        if (value > 0) draft.symptoms.push(name);
        draft.symptomLines.push(`${name}: ${value} of 4`);
      }
      if (ratings.length > 0) records.note(NOTES.ratings);
      else records.note(NOTES.noRating);
      draft.tags.push(...splitList(cell(layout.tags)));
      const foods = splitList(cell(layout.foods));
      if (foods.length > 0) {
        draft.noteLines.push(`Foods: ${foods.join('; ')}`);
        records.note(NOTES.foods);
      }
      // The summary is the entry's weather; the figures are kept in the notes as written.
      const summary = layout.weather.find(({ name }) => headerKey(name) === 'weather summary');
      const figures = layout.weather
        .filter((column) => column !== summary && cell(column.index) !== '')
        .map(({ index, name }) => `${name.replace(/^weather\s+/i, '')} ${cell(index)}`);
      if (figures.length > 0) draft.noteLines.push(`Weather: ${figures.join('; ')}`);

      const highest = Math.max(0, ...ratings.map(({ value }) => value));
      if (ratings.length > 0) records.note(NOTES.pain);
      const batch = records.batch(line);
      const createdAt = entryInstant(moment.date, null, options.timeZone);
      batch.entry({
        id: `row-${line}`,
        date: moment.date,
        kind: 'journal',
        createdAt,
        painLevel: rescale(highest, RATING, CAIRN_PAIN) ?? 0,
        weatherConditions: summary ? cell(summary.index) || null : null,
        ...draft.fields(records),
      });
      treatments.forEach(({ name, value }, i) => {
        const notTaken = /^not taken$/i.test(value);
        const taken = notTaken || /^taken$/i.test(value);
        const dose: DoseInput = {
          id: `dose-row-${line}-${i + 1}`,
          name,
          dose: taken ? null : value,
          takenAt: createdAt,
          date: moment.date,
          skipped: notTaken,
        };
        batch.dose(dose);
        records.note(NOTES.doses);
      });
      if (batch.commit()) days.set(moment.date, { row: line, hash });
    },
    finish: () => records.finish(),
  };
}

export const FLAREDOWN_CSV: CsvFormat = {
  id: 'flaredown-csv',
  label: 'Flaredown (CSV)',
  matches: (header) => layoutOf(header) !== null,
  start,
};

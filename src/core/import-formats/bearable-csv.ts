import { entryInstant, isDateProblem, parseTime, readMoment, type RowMoment } from './local-time';
import {
  columnIndex,
  createImportRecords,
  EntryDraft,
  headerKey,
  numberCell,
  ratingCell,
  rowHash,
  splitList,
  sleepHoursCell,
  splitMedication,
  type ImportRecords,
} from './row-fields';
import { CAIRN_LEVEL, CAIRN_MOOD, rescale, scaleConversionNote, type Scale } from './scales';
import type { CsvFormat, CsvRowReader, ImportOptions, ImportSink } from './types';

/**
 * Bearable's CSV export: one row per reading, with the header
 *
 *   date, date formatted, weekday, time of day, category, rating/amount, detail, notes
 *
 * Bearable publishes no description of this file, so the columns are read as their names say
 * (an assumption to check against real exports): `date` is the day (an ISO date, or a date-time
 * whose offset places it), `date formatted` a readable copy used when `date` is empty, `time of
 * day` a clock time or a part of the day ("am", "mid", "pm"), `category` the kind of reading,
 * `rating/amount` its value and `detail` what it is about. The scales are Bearable's own, as
 * its support page "What are all the different scales used in Bearable?" gives them
 * (https://bearable.app/support/common-questions/what-are-all-the-different-scales-used-in-bearable):
 * mood and energy 1-10, symptoms 0-4 (none, mild, moderate, severe, unbearable), sleep quality
 * 1-5; pain is a health measurement on 0-10.
 *
 * The rows of one day become that day's journal entry:
 * - pain: the day's highest reading (a flare is what a pain journal must not lose); the body
 *   part or condition in `detail` is marked on the body chart at that reading when the chart
 *   has it;
 * - mood, energy and sleep quality: the day's average, converted to Cairn's scales; sleep
 *   hours: the day's sum (a night and its naps);
 * - symptoms: the names, with their severities in the symptoms description;
 * - factors: the entry's tags (`detail` may list several, separated by "|" or ";");
 * - notes and daily notes, and any category this reader does not know, in the notes;
 * - every reading that was averaged or maxed is listed in the notes (mood readings in the mood
 *   notes) with its time of day, so nothing is lost.
 * A medication row is a dose log (`detail` names the medication and its dose), at the row's
 * time, or the middle of its part of the day, or 12:00; the medication is handed over with its
 * first dose. A day with only doses gets no journal entry.
 *
 * Days are held until the file ends and handed over in date order, so a day whose rows are
 * spread through the file is still one entry; what is held is what the entries will hold (and
 * a fingerprint per row), never the rows themselves. A row repeated exactly within its day is
 * read once.
 */

const APP = 'Bearable';
const PAIN: Scale = { min: 0, max: 10 };
const ONE_TO_TEN: Scale = { min: 1, max: 10 };
const SYMPTOM: Scale = { min: 0, max: 4 };
const SLEEP_QUALITY: Scale = { min: 1, max: 5 };
const SEVERITY = ['none', 'mild', 'moderate', 'severe', 'unbearable'];

const NOTES = {
  pain: `${APP}'s pain readings of a day become that day's journal entry with the day's highest reading as its pain level; every reading is listed in the entry's notes.`,
  noPain: `Days with no ${APP} pain reading are imported with pain level 0.`,
  mood: `${scaleConversionNote('Mood', APP, ONE_TO_TEN, CAIRN_MOOD)} A day's readings are averaged and kept in its mood notes.`,
  energy: `${scaleConversionNote('Energy', APP, ONE_TO_TEN, CAIRN_LEVEL)} A day's readings are averaged and listed in its notes.`,
  sleepQuality: `${scaleConversionNote('Sleep quality', APP, SLEEP_QUALITY, CAIRN_LEVEL)} A day's readings are averaged.`,
  symptoms: `${APP}'s symptom severities (0-4: none, mild, moderate, severe, unbearable) are written in the symptoms description.`,
  doseTime: `${APP} doses without a clock time are taken at the middle of their part of the day (am 08:00, mid 13:00, pm 19:00, night 22:00), else at 12:00.`,
};

/** The clock time a dose logged only by its part of the day is given. */
const PART_OF_DAY: Record<string, string> = {
  am: '08:00',
  morning: '08:00',
  mid: '13:00',
  midday: '13:00',
  afternoon: '13:00',
  pm: '19:00',
  evening: '19:00',
  night: '22:00',
};

type Category =
  | 'pain'
  | 'mood'
  | 'energy'
  | 'sleep'
  | 'sleepQuality'
  | 'symptom'
  | 'factor'
  | 'medication'
  | 'note'
  | 'other';

const CATEGORIES: Record<string, Category> = {
  pain: 'pain',
  mood: 'mood',
  energy: 'energy',
  sleep: 'sleep',
  'sleep quality': 'sleepQuality',
  symptom: 'symptom',
  symptoms: 'symptom',
  factor: 'factor',
  factors: 'factor',
  medication: 'medication',
  medications: 'medication',
  meds: 'medication',
  note: 'note',
  notes: 'note',
  'daily note': 'note',
  'daily notes': 'note',
};

/** What the day's entry is gathered from, until the file ends. */
interface Day {
  date: string;
  /** The day's first reading row, named if the entry cannot be made. */
  firstRow: number | null;
  draft: EntryDraft;
  pain: number[];
  mood: number[];
  energy: number[];
  sleepQuality: number[];
  sleepHours: number | null;
  /** Fingerprints of the day's rows, so a repeated row is read once. */
  rows: Set<number>;
}

/** One row's cells by their meaning. */
interface Reading {
  category: Category;
  categoryText: string;
  when: string;
  amountText: string;
  detail: string;
  notes: string;
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/** A reading's value, checked before the day takes any of it. */
function valueOf(reading: Reading): number | null | string {
  switch (reading.category) {
    case 'pain':
      return ratingCell(reading.amountText, 'Pain rating', PAIN);
    case 'mood':
      return ratingCell(reading.amountText, 'Mood rating', ONE_TO_TEN);
    case 'energy':
      return ratingCell(reading.amountText, 'Energy rating', ONE_TO_TEN);
    case 'sleepQuality':
      return ratingCell(reading.amountText, 'Sleep quality rating', SLEEP_QUALITY);
    case 'symptom':
      return ratingCell(reading.amountText, 'Symptom rating', SYMPTOM);
    case 'sleep':
      return sleepHoursCell(reading.amountText, 'Sleep');
    default:
      return null;
  }
}

/** The reading added to its day, and the conversion it makes said. */
function addReading(day: Day, reading: Reading, value: number | null, records: ImportRecords) {
  const { draft } = day;
  const { category, when, amountText, detail, notes } = reading;
  /** "Pain (am): 6; Lower back; after the walk". */
  const line = (name: string, ...parts: string[]) =>
    `${name}${when ? ` (${when})` : ''}: ${parts.filter((part) => part !== '').join('; ')}`;
  const onScale = (max: number) => (value === null ? '' : `${value} of ${max}`);
  const averaged = (values: number[], note: string) => {
    if (value === null) return;
    values.push(value);
    records.note(note);
  };

  switch (category) {
    case 'pain':
      records.note(NOTES.pain);
      if (value !== null) {
        day.pain.push(value);
        // A condition named in detail ("Migraine") stays in the reading's line only.
        const intensity = Math.max(1, rescale(value, PAIN, PAIN) ?? 1);
        if (value > 0) draft.addLocations(splitList(detail, /[;,|]/), intensity, 'elsewhere');
      }
      draft.noteLines.push(line('Pain', amountText, detail, notes));
      break;
    case 'mood':
      averaged(day.mood, NOTES.mood);
      draft.moodLines.push(line('Mood', onScale(10), detail, notes));
      break;
    case 'energy':
      averaged(day.energy, NOTES.energy);
      draft.noteLines.push(line('Energy', onScale(10), detail, notes));
      break;
    case 'sleepQuality':
      averaged(day.sleepQuality, NOTES.sleepQuality);
      draft.noteLines.push(line('Sleep quality', onScale(5), detail, notes));
      break;
    case 'sleep':
      if (value !== null) day.sleepHours = (day.sleepHours ?? 0) + value;
      draft.noteLines.push(line('Sleep', value === null ? '' : `${value} hours`, detail, notes));
      break;
    case 'symptom': {
      if (detail && value !== 0) draft.symptoms.push(detail);
      const severity = value === null ? '' : `${SEVERITY[value] ?? value} (${value} of 4)`;
      draft.symptomLines.push(line(detail || 'Symptom', severity, notes));
      records.note(NOTES.symptoms);
      break;
    }
    case 'factor':
      draft.tags.push(...splitList(detail, /[|;]/));
      if (amountText || notes) draft.noteLines.push(line('Factors', detail, amountText, notes));
      break;
    case 'note':
      draft.noteLines.push([detail, notes].filter(Boolean).join('\n'));
      break;
    default:
      draft.noteLines.push(line(reading.categoryText || 'Other', amountText, detail, notes));
  }
}

function start(header: readonly string[], options: ImportOptions, sink: ImportSink): CsvRowReader {
  const records = createImportRecords(sink);
  const index = columnIndex(header);
  const days = new Map<string, Day>();

  const dayOf = (date: string): Day => {
    let day = days.get(date);
    if (!day) {
      day = {
        date,
        firstRow: null,
        draft: new EntryDraft(),
        pain: [],
        mood: [],
        energy: [],
        sleepQuality: [],
        sleepHours: null,
        rows: new Set(),
      };
      days.set(date, day);
    }
    return day;
  };

  /** A medication row: its dose, at the row's own time, its part of the day's, or 12:00. */
  const dose = (reading: Reading, moment: RowMoment, line: number): boolean => {
    const { detail, amountText, when } = reading;
    if (!detail) {
      records.skip(line, 'it is a medication row without the medication (detail)');
      return false;
    }
    let takenAt = moment.instant;
    if (!moment.timed) {
      records.note(NOTES.doseTime);
      const time = parseTime(when) ?? PART_OF_DAY[when.toLowerCase()] ?? null;
      takenAt = entryInstant(moment.date, time, options.timeZone);
    }
    const { name, dose: usual } = splitMedication(detail);
    const amount = numberCell(amountText);
    const batch = records.batch(line);
    batch.dose({
      id: `dose-row-${line}`,
      name,
      dosage: usual,
      dose:
        amount !== null && amount !== 1 && usual
          ? `${amountText} x ${usual}`
          : (usual ?? (amountText || null)),
      takenAt,
      date: moment.date,
      notes: reading.notes || null,
    });
    return batch.commit();
  };

  return {
    row(cells, line) {
      const cell = (name: string) => (cells[index.get(name) ?? -1] ?? '').trim();
      const when = cell('time of day');
      const moment = readMoment(
        cell('date') || cell('date formatted'),
        parseTime(when) ? when : undefined,
        'ymd',
        options.timeZone,
      );
      if (isDateProblem(moment)) return records.skip(line, moment.problem);
      const categoryText = cell('category');
      const reading: Reading = {
        category: CATEGORIES[headerKey(categoryText)] ?? 'other',
        categoryText,
        when,
        amountText: cell('rating/amount'),
        detail: cell('detail'),
        notes: cell('notes'),
      };

      const hash = rowHash(cells);
      if (days.get(moment.date)?.rows.has(hash)) return records.repeated();
      if (reading.category === 'medication') {
        if (dose(reading, moment, line)) dayOf(moment.date).rows.add(hash);
        return;
      }
      const value = valueOf(reading);
      if (typeof value === 'string') return records.skip(line, value);
      const day = dayOf(moment.date);
      day.rows.add(hash);
      day.firstRow ??= line;
      addReading(day, reading, value, records);
    },

    finish() {
      const ordered = [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
      for (const day of ordered) {
        if (day.firstRow === null) continue; // only doses that day
        if (day.pain.length === 0) records.note(NOTES.noPain);
        const batch = records.batch(day.firstRow);
        batch.entry({
          id: `day-${day.date}`,
          date: day.date,
          kind: 'journal',
          createdAt: entryInstant(day.date, null, options.timeZone),
          painLevel: day.pain.length > 0 ? (rescale(Math.max(...day.pain), PAIN, PAIN) ?? 0) : 0,
          moodLevel: day.mood.length > 0 ? rescale(mean(day.mood), ONE_TO_TEN, CAIRN_MOOD) : null,
          energyLevel:
            day.energy.length > 0 ? rescale(mean(day.energy), ONE_TO_TEN, CAIRN_LEVEL) : null,
          sleepQuality:
            day.sleepQuality.length > 0
              ? rescale(mean(day.sleepQuality), SLEEP_QUALITY, CAIRN_LEVEL)
              : null,
          sleepHours: day.sleepHours === null ? null : Math.round(day.sleepHours * 100) / 100,
          ...day.draft.fields(records),
        });
        batch.commit();
      }
      days.clear();
      records.finish();
    },
  };
}

export const BEARABLE_CSV: CsvFormat = {
  id: 'bearable-csv',
  label: 'Bearable (CSV)',
  matches: (header) => {
    const names = new Set(header.map(headerKey));
    return ['date', 'category', 'rating/amount', 'detail'].every((name) => names.has(name));
  },
  start,
};

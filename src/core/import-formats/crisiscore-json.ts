import { importRecordSchemas } from '../data-import';
import { isObject, listOf, numberOf, textOf, type JsonObject } from '../fhir/read-bundle';
import { checkRecord } from '../fhir/record-check';
import type { Frequency } from '../medication-labels';
import { isDateProblem, readMoment, type RowMoment } from './local-time';
import {
  createDayKinds,
  createImportRecords,
  EntryDraft,
  rowHash,
  type ImportRecords,
} from './row-fields';
import { CAIRN_LEVEL, outOfScaleReason, rescale, type Scale } from './scales';
import type { ImportOptions, ImportSink, JsonFormat } from './types';

/**
 * The JSON export of CrisisCore's open-source pain tracker (CrisisCore-Systems/pain-tracker):
 * `exportToJSON` in src/utils/pain-tracker/export.ts writes the entries as they are stored,
 * `JSON.stringify(entries)`, a list of PainEntry (src/types/index.ts, with the optional fields
 * of src/types/pain-entry.ts), or with the "minimal" redaction policy a list of
 * `{ id, timestamp, painLevel, symptoms, medications }`. Both are read:
 *
 * - timestamp: an ISO date-time, written by toISOString() (UTC); one without an offset is a
 *   wall-clock time in the account's zone. The entry's day is its day in the account's zone.
 * - pain: `intensity` when given, else baselineData.pain (getEffectivePainLevel), 0-10.
 * - baselineData.locations (and `location`): the app's names, "lower back", "Left Knee",
 *   "knees" (src/utils/constants.ts, src/components/body-mapping/mapping.ts), matched to the
 *   body chart as the CSV readers match them (row-fields.ts bodyPartsOf), each at the entry's
 *   pain level; names the chart lacks are kept in the notes.
 * - symptoms, `quality` (pain types), limited activities and `activities`, `stress` 0-10.
 * - qualityOfLife.sleepQuality (or `sleep`) 0-10, and moodImpact 0-10, which runs the other
 *   way from a mood (0 no impact, 10 severe: QualityOfLifeSection.tsx) and becomes Cairn's mood
 *   1-5 reversed, the value itself kept in the mood notes. The app's own CSV export writes 0 for
 *   these two as not given (`value || ''`), and so does this reader. `mood`, a rating whose
 *   direction the app does not state, is kept in the mood notes as it is.
 * - notes, and in words in the notes everything else an entry holds: assistance, mobility aids,
 *   social and work impact, treatments, comparison, medication changes, triggers, relief
 *   methods, activity level, adherence and weather.
 * - medications.current (or the minimal list): each medication once, by name, from the day it
 *   is first listed; one missing from the latest entry is stopped on the last day listed.
 *
 * Several entries of one day: the earliest is the day's journal, the others quick logs, each at
 * its own instant (two at the same instant are kept a minute apart); an item that repeats an
 * earlier one exactly is read once. The same file gives the same records every time.
 *
 * The CrisisCore FHIR reader (crisiscore-fhir.ts) turns its resources into the same readings
 * and hands them to writeReadings.
 */

export const APP = 'CrisisCore';
const FORMAT = 'CrisisCore JSON';

const ZERO_TO_TEN: Scale = { min: 0, max: 10 };
const MOOD_REVERSED: Scale = { min: 5, max: 1 };

const NOTES = {
  mood: `${APP}'s Mood Impact (0 no impact to 10 severe) is shown as Cairn's mood 1-5 the other way round (0 becomes 5 and 10 becomes 1, rounded in between); the value itself is kept in the mood notes.`,
  locations: `${APP} records one pain level per entry: each of its body locations is marked at that level.`,
  activities: `${APP}'s limited activities are listed as the entry's activities.`,
  sameDay: `Of several ${APP} entries on one day, the earliest is the day's journal and the others are quick logs.`,
  sameMoment: `${APP} entries saved at the same moment are kept one minute apart.`,
  decimals: `${APP} values with decimals were rounded to whole numbers.`,
  medications: `${APP} lists current medications on each entry: each becomes one medication from the day it is first listed, stopped after the last entry listing it unless the latest entry does.`,
};

/** A CrisisCore medication as an entry lists it. */
export interface CrisisCoreMedication {
  name: string;
  dosage: string | null;
  frequency: string | null;
  effectiveness: string | null;
}

/** One CrisisCore entry as any of its files gives it, before it is fitted to Cairn. */
export interface CrisisCoreReading {
  /** Where it is in the file (SkippedRow.row). */
  row: number;
  timestamp: string;
  /** 0-10, maybe with decimals. */
  pain: number;
  locations: string[];
  symptoms: string[];
  painTypes: string[];
  activities: string[];
  sleepQuality: number | null;
  moodImpact: number | null;
  stress: number | null;
  noteLines: string[];
  moodLines: string[];
  medications: CrisisCoreMedication[];
  /** The item as the file writes it, less its id: to know an entry saved twice. */
  fingerprint: string;
}

export type ReadingResult = CrisisCoreReading | { row: number; reason: string };

const strings = (value: unknown): string[] =>
  listOf(value)
    .map(textOf)
    .filter((text): text is string => text !== null);

const objectAt = (value: unknown, key: string): JsonObject =>
  isObject(value) && isObject(value[key]) ? (value[key] as JsonObject) : {};

/** "Assistance needed: cane; stairs", or nothing for an empty list. */
const listLine = (label: string, items: readonly string[]) =>
  items.length > 0 ? [`${label}: ${items.join('; ')}`] : [];
const textLine = (label: string, text: string | null) => (text ? [`${label}: ${text}`] : []);

/**
 * A 0-10 value: null when absent (or 0 where the app writes 0 for "not given"), the number, or
 * why it cannot be read, naming the field: "Pain level 14 is outside 0-10 (baselineData.pain)".
 */
export function level(
  value: unknown,
  label: string,
  path: string,
  { zeroIsEmpty }: { zeroIsEmpty: boolean },
): number | null | string {
  if (value === undefined || value === null || value === '') return null;
  const number = numberOf(value);
  if (number === null) return `${label} ${JSON.stringify(value)} is not a number (${path})`;
  if (number < ZERO_TO_TEN.min || number > ZERO_TO_TEN.max) {
    return `${outOfScaleReason(label, number, ZERO_TO_TEN)} (${path})`;
  }
  return number === 0 && zeroIsEmpty ? null : number;
}

function medicationsOf(value: unknown): CrisisCoreMedication[] {
  return listOf(value)
    .filter(isObject)
    .map((medication) => ({
      name: textOf(medication.name) ?? '',
      dosage: textOf(medication.dosage),
      frequency: textOf(medication.frequency),
      effectiveness: textOf(medication.effectiveness),
    }))
    .filter((medication) => medication.name !== '');
}

/** The words of everything an entry holds that Cairn has no field for. */
function otherLines(item: JsonObject): string[] {
  const functional = objectAt(item, 'functionalImpact');
  const life = objectAt(item, 'qualityOfLife');
  const work = objectAt(item, 'workImpact');
  const treatments = objectAt(item, 'treatments');
  const comparison = objectAt(item, 'comparison');
  const medications = objectAt(item, 'medications');
  const missed = numberOf(work.missedWork);
  const recent = listOf(treatments.recent)
    .filter(isObject)
    .map((treatment) =>
      [treatment.type, treatment.provider, treatment.date, treatment.effectiveness]
        .map(textOf)
        .filter(Boolean)
        .join(', '),
    )
    .filter(Boolean);
  const activityLevel = numberOf(item.activityLevel);
  return [
    ...listLine('Assistance needed', strings(functional.assistanceNeeded)),
    ...listLine('Mobility aids', strings(functional.mobilityAids)),
    ...listLine('Social impact', strings(life.socialImpact)),
    ...(missed ? [`Missed work days: ${missed}`] : []),
    ...listLine('Modified duties', strings(work.modifiedDuties)),
    ...listLine('Work limitations', strings(work.workLimitations)),
    ...listLine('Recent treatments', recent),
    ...textLine('Treatment effectiveness', textOf(treatments.effectiveness)),
    ...listLine('Planned treatments', strings(treatments.planned)),
    ...textLine('Worse since', textOf(comparison.worseningSince)),
    ...listLine('New limitations', strings(comparison.newLimitations)),
    ...textLine('Medication changes', textOf(medications.changes)),
    ...textLine('Medication effectiveness', textOf(medications.effectiveness)),
    ...listLine('Triggers', strings(item.triggers)),
    ...listLine('Relief methods', strings(item.reliefMethods)),
    ...(activityLevel !== null ? [`Activity level: ${activityLevel} of 10`] : []),
    ...textLine('Medication adherence', textOf(item.medicationAdherence)),
    ...textLine('Weather', textOf(item.weather)),
  ];
}

/** The item without its id, so an entry saved twice under two ids is known as one. */
function fingerprintOf(item: JsonObject): string {
  const { id: _id, ...rest } = item;
  return JSON.stringify(rest);
}

/** One item of the list: a full PainEntry or a minimal one. */
export function readPainEntry(item: unknown, row: number): ReadingResult {
  if (!isObject(item)) return { row, reason: 'it is not a pain entry (an object)' };
  const timestamp = textOf(item.timestamp);
  if (!timestamp) return { row, reason: 'it has no timestamp' };
  const baseline = objectAt(item, 'baselineData');
  const life = objectAt(item, 'qualityOfLife');
  const painPath =
    item.intensity !== undefined
      ? 'intensity'
      : item.painLevel !== undefined
        ? 'painLevel'
        : 'baselineData.pain';
  const pain = level(item.intensity ?? item.painLevel ?? baseline.pain, 'Pain level', painPath, {
    zeroIsEmpty: false,
  });
  if (pain === null) return { row, reason: 'it has no pain level (baselineData.pain)' };
  if (typeof pain === 'string') return { row, reason: pain };
  const sleep = level(
    life.sleepQuality ?? item.sleep,
    'Sleep quality',
    life.sleepQuality === undefined ? 'sleep' : 'qualityOfLife.sleepQuality',
    { zeroIsEmpty: true },
  );
  if (typeof sleep === 'string') return { row, reason: sleep };
  const moodImpact = level(life.moodImpact, 'Mood impact', 'qualityOfLife.moodImpact', {
    zeroIsEmpty: true,
  });
  if (typeof moodImpact === 'string') return { row, reason: moodImpact };
  const stress = level(item.stress, 'Stress', 'stress', { zeroIsEmpty: false });
  if (typeof stress === 'string') return { row, reason: stress };
  const location = textOf(item.location);
  const locations = strings(baseline.locations);
  const mood = numberOf(item.mood);
  const current = objectAt(item, 'medications').current;
  return {
    row,
    timestamp,
    pain,
    locations: location && !locations.includes(location) ? [...locations, location] : locations,
    symptoms: strings(baseline.symptoms ?? item.symptoms),
    painTypes: strings(item.quality),
    activities: [
      ...strings(objectAt(item, 'functionalImpact').limitedActivities),
      ...strings(item.activities),
    ],
    sleepQuality: sleep,
    moodImpact,
    stress,
    noteLines: [...(textOf(item.notes) ? [textOf(item.notes)!] : []), ...otherLines(item)],
    moodLines: mood !== null ? [`${APP} mood rating: ${mood} of 10`] : [],
    medications: medicationsOf(current ?? item.medications),
    fingerprint: fingerprintOf(item),
  };
}

/** A 0-10 value as a whole number, saying once when one was rounded. */
function whole(value: number, records: ImportRecords): number {
  const rounded = rescale(value, ZERO_TO_TEN, CAIRN_LEVEL)!;
  if (rounded !== value) records.note(NOTES.decimals);
  return rounded;
}

/** A CrisisCore frequency in words as Cairn's, when the words say it plainly. */
function frequencyOf(text: string | null): Frequency | null {
  const words = (text ?? '').toLowerCase();
  if (/as needed|when needed|\bprn\b/.test(words)) return 'as-needed';
  if (/three times|3 ?x|\btid\b/.test(words)) return 'three-times-daily';
  if (/twice|two times|2 ?x|\bbid\b/.test(words)) return 'twice-daily';
  if (/\b(daily|once a day|every day|qd)\b/.test(words)) return 'daily';
  if (/weekly|once a week/.test(words)) return 'weekly';
  if (/monthly|once a month/.test(words)) return 'monthly';
  return null;
}

/**
 * The medications the kept entries list, each once by name (ignoring case): from the day it is
 * first listed, and stopped on the last day listed unless the latest entry lists it.
 */
function createMedicationList() {
  const seen = new Map<
    string,
    { medication: CrisisCoreMedication; row: number; first: RowMoment; lastDate: string }
  >();
  let latestDate = '';
  return {
    /** The medications of an entry kept at `moment` (entries come in time order). */
    listedBy(reading: CrisisCoreReading, moment: RowMoment): void {
      latestDate = moment.date;
      for (const medication of reading.medications) {
        const known = seen.get(medication.name.toLowerCase());
        if (known) known.lastDate = moment.date;
        else {
          seen.set(medication.name.toLowerCase(), {
            medication,
            row: reading.row,
            first: moment,
            lastDate: moment.date,
          });
        }
      }
    },

    handOver(records: ImportRecords, sink: ImportSink): void {
      [...seen.values()].forEach(({ medication, row, first, lastDate }, index) => {
        // The FHIR export writes dosage and frequency in one text: its words may say how often.
        const frequency = frequencyOf(medication.frequency ?? medication.dosage);
        const current = lastDate === latestDate;
        const checked = checkRecord(importRecordSchemas.medication, {
          id: `med-${index + 1}`,
          name: medication.name,
          dosage: medication.dosage ?? 'Not recorded',
          frequency: frequency ?? 'as-needed',
          isActive: current,
          instructions: frequency ? null : medication.frequency,
          notes: medication.effectiveness ? `Effectiveness: ${medication.effectiveness}` : null,
          // History from another app: no reminders until the person sets a schedule.
          reminderEnabled: false,
          startDate: first.date,
          endDate: current ? null : lastDate,
          createdAt: first.instant,
          updatedAt: first.instant,
        });
        if (checked.record) sink.medication(checked.record);
        else records.skip(row, `its medication ${medication.name}: ${checked.reason}`);
      });
      if (seen.size > 0) records.note(NOTES.medications);
    },
  };
}

/** The readings with a readable timestamp, with their day and instant, in time order. */
function inTimeOrder(
  results: readonly ReadingResult[],
  timeZone: string,
  records: ImportRecords,
): Array<{ reading: CrisisCoreReading; moment: RowMoment }> {
  const placed: Array<{ reading: CrisisCoreReading; moment: RowMoment }> = [];
  for (const result of results) {
    if (!('timestamp' in result)) {
      records.skip(result.row, result.reason);
      continue;
    }
    const moment = readMoment(result.timestamp, undefined, 'ymd', timeZone);
    if (isDateProblem(moment)) records.skip(result.row, `timestamp: ${moment.problem}`);
    else placed.push({ reading: result, moment });
  }
  // Stable: readings at one instant keep the file's order.
  return placed.sort((a, b) => Date.parse(a.moment.instant) - Date.parse(b.moment.instant));
}

/** One reading as a Cairn entry of `kind` at `instant`; true when it was handed over. */
function writeEntry(
  reading: CrisisCoreReading,
  { date, kind, instant }: { date: string; kind: 'journal' | 'quick'; instant: string },
  records: ImportRecords,
): boolean {
  const pain = whole(reading.pain, records);
  const draft = new EntryDraft();
  draft.noteLines.push(...reading.noteLines);
  if (draft.addLocations(reading.locations, Math.max(1, pain)) > 0) records.note(NOTES.locations);
  draft.symptoms.push(...reading.symptoms);
  draft.painTypes.push(...reading.painTypes);
  draft.activities.push(...reading.activities);
  if (reading.activities.length > 0) records.note(NOTES.activities);
  draft.moodLines.push(...reading.moodLines);
  let moodLevel: number | null = null;
  if (reading.moodImpact !== null) {
    moodLevel = rescale(reading.moodImpact, ZERO_TO_TEN, MOOD_REVERSED);
    draft.moodLines.push(`${APP} mood impact: ${reading.moodImpact} of 10`);
    records.note(NOTES.mood);
  }
  const batch = records.batch(reading.row);
  batch.entry({
    id: `item-${reading.row}`,
    kind,
    date,
    createdAt: instant,
    painLevel: pain,
    sleepQuality: reading.sleepQuality === null ? null : whole(reading.sleepQuality, records),
    stressLevel: reading.stress === null ? null : whole(reading.stress, records),
    moodLevel,
    ...draft.fields(records),
  });
  return batch.commit();
}

/**
 * Readings made into Cairn's records: entries in time order (the earliest of a day its journal),
 * then each medication the kept entries list.
 */
export function writeReadings(
  results: readonly ReadingResult[],
  options: ImportOptions,
  sink: ImportSink,
): void {
  const records = createImportRecords(sink);
  const dayKinds = createDayKinds();
  const medications = createMedicationList();
  for (const { reading, moment } of inTimeOrder(results, options.timeZone, records)) {
    const place = dayKinds.place(moment.date, moment.instant, rowHash([reading.fingerprint]));
    if (place.repeat) {
      records.repeated();
      continue;
    }
    if (place.kind === 'quick') records.note(NOTES.sameDay);
    if (place.moved) records.note(NOTES.sameMoment);
    const kept = writeEntry(
      reading,
      { date: moment.date, kind: place.kind, instant: place.instant },
      records,
    );
    if (kept) medications.listedBy(reading, { ...moment, instant: place.instant });
  }
  medications.handOver(records, sink);
  records.finish();
}

/** A list whose items look like CrisisCore's entries: a timestamp and a pain level. */
function matches(document: unknown): boolean {
  if (!Array.isArray(document) || document.length === 0) return false;
  return document.some(
    (item) =>
      isObject(item) &&
      typeof item.timestamp === 'string' &&
      (isObject(item.baselineData) || 'painLevel' in item),
  );
}

function read(document: unknown, options: ImportOptions, sink: ImportSink): void {
  if (!Array.isArray(document)) {
    throw new Error(
      `This file is not a ${FORMAT} export: it should be a list of pain entries, each with a timestamp and a pain level.`,
    );
  }
  writeReadings(
    document.map((item, index) => readPainEntry(item, index + 1)),
    options,
    sink,
  );
}

export const CRISISCORE_JSON: JsonFormat = {
  id: 'crisiscore-json',
  label: 'CrisisCore pain tracker (JSON)',
  matches,
  read,
};

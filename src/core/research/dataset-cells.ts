import { byCodeUnits } from '../analytics-series';
import { READING_TYPES } from '../biometrics/reading-types';
import { BODY_PART_KEYS } from '../body-parts';
import { MEDICATION_TYPES } from '../medication-labels';
import { mean, round1 } from '../stats/numbers';
import type { DataCategory } from './constants';
import type { DatasetDay, DatasetEntry, DatasetParticipant } from './dataset';
import { normalWord, type CommonWords } from './dataset-words';

/** One cell of the dataset table. */
export type Cell = string | number | null;

/** The columns one category adds to the table, and how a day fills them. */
export interface CategoryColumns {
  category: DataCategory;
  columns: string[];
  cells: (day: DatasetDay) => Cell[];
}

type DayField = 'sleepHours' | 'sleepQuality' | 'moodLevel' | 'stressLevel' | 'energyLevel';

/**
 * Only known body parts and medication types pass: a value the server did not check against its list (a
 * hand-edited import, say) could be free text, and free text never reaches a study.
 */
const KNOWN_BODY_PARTS: ReadonlySet<string> = new Set(BODY_PART_KEYS);
const KNOWN_MEDICATION_TYPES: ReadonlySet<string> = new Set(MEDICATION_TYPES);

/** The journal entry is the day's considered record; quick and emergency entries fill gaps. */
function journalFirst(entries: readonly DatasetEntry[]): DatasetEntry[] {
  return [
    ...entries.filter((entry) => entry.kind === 'journal'),
    ...entries.filter((entry) => entry.kind !== 'journal'),
  ];
}

function dayValue(entries: readonly DatasetEntry[], field: DayField): number | null {
  return journalFirst(entries).find((entry) => entry[field] !== null)?.[field] ?? null;
}

function painCells(day: DatasetDay): Cell[] {
  if (day.entries.length === 0) return [null, null];
  const journal = day.entries.find((entry) => entry.kind === 'journal');
  const level = journal?.painLevel ?? Math.max(...day.entries.map((entry) => entry.painLevel));
  // Several entries name the same part: the day's worst intensity is what it felt like.
  const strongest = new Map<string, number>();
  for (const entry of day.entries) {
    for (const { bodyPart, intensity } of entry.painLocations) {
      if (!KNOWN_BODY_PARTS.has(bodyPart)) continue;
      strongest.set(bodyPart, Math.max(intensity, strongest.get(bodyPart) ?? intensity));
    }
  }
  const locations = [...strongest.keys()]
    .sort(byCodeUnits)
    .map((part) => `${part}:${strongest.get(part)}`)
    .join(';');
  return [level, locations];
}

/** The day's words that enough participants use, lower-cased, sorted, ";"-joined. */
function wordList(words: readonly string[], common: ReadonlySet<string>): string {
  const kept = new Set(words.map(normalWord).filter((word) => common.has(word)));
  return [...kept].sort(byCodeUnits).join(';');
}

function symptomCells(day: DatasetDay, common: CommonWords): Cell[] {
  if (day.entries.length === 0) return [null, null];
  return [
    wordList(
      day.entries.flatMap((entry) => entry.symptoms),
      common.symptoms,
    ),
    wordList(
      day.entries.flatMap((entry) => entry.tags),
      common.tags,
    ),
  ];
}

function medicationCells(day: DatasetDay): Cell[] {
  if (day.doses.length === 0) return [null, null, null, null];
  const taken = day.doses.filter((dose) => dose.taken).length;
  const ratings = day.doses.flatMap((dose) =>
    dose.effectiveness === null ? [] : [dose.effectiveness],
  );
  const effectiveness = mean(ratings);
  const types = new Set(
    day.doses.map((dose) => dose.medicationType).filter((type) => KNOWN_MEDICATION_TYPES.has(type)),
  );
  return [
    taken,
    day.doses.length - taken,
    effectiveness === null ? null : round1(effectiveness),
    [...types].sort(byCodeUnits).join(';'),
  ];
}

function biometricCell(day: DatasetDay, type: string): Cell {
  const value = mean(day.biometrics.filter((item) => item.type === type).map((item) => item.mean));
  return value === null ? null : round1(value);
}

/**
 * The category columns of a dataset, in DATA_CATEGORIES order, for the categories at least
 * one participant shares. Biometrics get a column per reading type someone sharing them has.
 */
export function categoryColumns(
  participants: readonly DatasetParticipant[],
  common: CommonWords,
): CategoryColumns[] {
  const shared = (category: DataCategory) =>
    participants.some((person) => person.categories.includes(category));
  const all: CategoryColumns[] = [
    { category: 'pain', columns: ['pain_level', 'pain_locations'], cells: painCells },
    {
      category: 'sleep',
      columns: ['sleep_hours', 'sleep_quality'],
      cells: (day) => [dayValue(day.entries, 'sleepHours'), dayValue(day.entries, 'sleepQuality')],
    },
    {
      category: 'mood',
      columns: ['mood_level', 'stress_level', 'energy_level'],
      cells: (day) => [
        dayValue(day.entries, 'moodLevel'),
        dayValue(day.entries, 'stressLevel'),
        dayValue(day.entries, 'energyLevel'),
      ],
    },
    {
      category: 'symptoms',
      columns: ['symptoms', 'tags'],
      cells: (day) => symptomCells(day, common),
    },
    {
      category: 'medications',
      columns: ['doses_taken', 'doses_skipped', 'mean_effectiveness', 'medication_types'],
      cells: medicationCells,
    },
  ];
  const types = biometricTypes(participants);
  all.push({
    category: 'biometrics',
    columns: types.map((type) => `${type}_mean`),
    cells: (day) => types.map((type) => biometricCell(day, type)),
  });
  return all.filter((item) => item.columns.length > 0 && shared(item.category));
}

/**
 * The reading types present among the participants who share biometrics, in READING_TYPES
 * order; a type Cairn does not know gets no column.
 */
function biometricTypes(participants: readonly DatasetParticipant[]): string[] {
  const present = new Set(
    participants
      .filter((person) => person.categories.includes('biometrics'))
      .flatMap((person) => person.days.flatMap((day) => day.biometrics.map((item) => item.type))),
  );
  return READING_TYPES.filter((type) => present.has(type));
}

import { byCodeUnits } from '../analytics-series';
import { addDays } from '../calendar';
import { toCsv } from '../csv';
import type { DataCategory, PrivacyLevel } from './constants';
import { categoryColumns, type Cell } from './dataset-cells';
import { commonWords } from './dataset-words';
import { daysBetween } from './dates';
import type { DatasetTable } from './types';

/** One logged entry of a day, as the dataset reads it. Tags and symptoms as written. */
export interface DatasetEntry {
  kind: 'journal' | 'quick' | 'emergency';
  painLevel: number;
  painLocations: { bodyPart: string; intensity: number }[];
  sleepHours: number | null;
  sleepQuality: number | null;
  moodLevel: number | null;
  stressLevel: number | null;
  energyLevel: number | null;
  symptoms: string[];
  tags: string[];
}

export interface DatasetDay {
  date: string;
  entries: DatasetEntry[];
  doses: { taken: boolean; effectiveness: number | null; medicationType: string }[];
  /** The day's mean of each biometric type (from the daily summaries). */
  biometrics: { type: string; mean: number }[];
}

export interface DatasetParticipant {
  /** Stable within one study, different across studies (a keyed hash, made by the server). */
  pseudonym: string;
  /** Days every date of this participant moves by when the study is pseudonymized. */
  dayOffset: number;
  enrolledOn: string;
  /** What this participant shares now (effectiveCategories). */
  categories: DataCategory[];
  /** Only for an identifiable study with the extra consent; otherwise null. */
  identity: { name: string; email: string } | null;
  /** The continent part of their time zone ("Europe"); null unless demographics are shared. */
  region: string | null;
  /** Days inside the window the consent covers, oldest first. */
  days: DatasetDay[];
}

/** The table, and which of its columns each participant (by pseudonym) shares. */
export interface Dataset extends DatasetTable {
  sharedColumns: Record<string, string[]>;
}

/**
 * The study's dataset: one row per participant and day. Columns appear only for categories
 * some participant shares, and a participant's cells stay empty for categories they do not
 * share. Anonymized studies get a day number counted from enrolment instead of dates;
 * pseudonymized ones get dates moved by each participant's offset; identifiable ones get real
 * dates, with name and email. Tags and symptoms used by fewer than MIN_PARTICIPANTS_PER_TAG
 * participants are left out. Nothing a person wrote freely (notes, journal text) is read.
 */
export function buildDataset(
  privacyLevel: PrivacyLevel,
  participants: DatasetParticipant[],
): Dataset {
  const categories = categoryColumns(participants, commonWords(participants));
  const withIdentity =
    privacyLevel === 'identifiable' && participants.some((person) => person.identity !== null);
  const withRegion = participants.some((person) => person.categories.includes('demographics'));
  const timeColumn = privacyLevel === 'anonymized' ? 'day' : 'date';
  const columns = [
    'participant_id',
    ...(withIdentity ? ['name', 'email'] : []),
    ...(withRegion ? ['region'] : []),
    timeColumn,
    ...categories.flatMap((item) => item.columns),
  ];

  const rows: Cell[][] = [];
  const sharedColumns: Record<string, string[]> = {};
  for (const person of [...participants].sort((a, b) => byCodeUnits(a.pseudonym, b.pseudonym))) {
    const identity = withIdentity ? person.identity : null;
    const sharesRegion = person.categories.includes('demographics');
    const shared = categories.filter((item) => person.categories.includes(item.category));
    sharedColumns[person.pseudonym] = [
      'participant_id',
      ...(identity !== null ? ['name', 'email'] : []),
      ...(sharesRegion ? ['region'] : []),
      timeColumn,
      ...shared.flatMap((item) => item.columns),
    ];
    for (const day of [...person.days].sort((a, b) => byCodeUnits(a.date, b.date))) {
      const cells = categories.flatMap((item) =>
        shared.includes(item) ? item.cells(day) : item.columns.map(() => null),
      );
      // A day with nothing in the categories this person shares is not theirs to give.
      if (cells.every((cell) => cell === null)) continue;
      rows.push([
        person.pseudonym,
        ...(withIdentity ? [identity?.name ?? null, identity?.email ?? null] : []),
        ...(withRegion ? [sharesRegion ? person.region : null] : []),
        timeValue(privacyLevel, person, day.date),
        ...cells,
      ]);
    }
  }
  return { columns, rows, sharedColumns };
}

/**
 * Anonymized: days since enrolment (the enrolment day is 0), so no calendar date is left to
 * match against anything else. Pseudonymized: every date of a person moves by the same offset,
 * which keeps the gaps between their days. Identifiable: the real date.
 */
function timeValue(privacyLevel: PrivacyLevel, person: DatasetParticipant, date: string): Cell {
  switch (privacyLevel) {
    case 'anonymized':
      return daysBetween(person.enrolledOn, date);
    case 'pseudonymized':
      return addDays(date, person.dayOffset);
    case 'identifiable':
      return date;
  }
}

/** The table as CSV (RFC 4180, formula-safe like the other CSV exports). */
export function datasetCsv(table: DatasetTable): string {
  return toCsv(table.columns, table.rows);
}

/**
 * The table as JSON: the study's description and one record per row, each record holding only
 * the columns its participant shares (a participant who does not share medications has no
 * medication keys at all).
 */
export function datasetJson(
  study: { id: string; title: string; privacyLevel: PrivacyLevel; generatedAt: string },
  dataset: Dataset,
): unknown {
  const idColumn = dataset.columns.indexOf('participant_id');
  const records = dataset.rows.map((row) => {
    const theirs = new Set(dataset.sharedColumns[String(row[idColumn])] ?? []);
    return Object.fromEntries(
      dataset.columns.flatMap((column, index) =>
        theirs.has(column) ? [[column, row[index]]] : [],
      ),
    );
  });
  return {
    study: { id: study.id, title: study.title, privacyLevel: study.privacyLevel },
    generatedAt: study.generatedAt,
    columns: dataset.columns,
    records,
  };
}

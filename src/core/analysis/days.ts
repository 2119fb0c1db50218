import { groupByDay, precedence } from '../day-points';
import type { AnalysisEntry } from './types';

/**
 * One record per calendar day with entries, the unit the analysis counts (as the insights do,
 * docs/decisions/0009): pain is the mean of the day's entries; each other number is the journal
 * entry's when it has one, else the most recently created log's (day-points.ts `precedence`);
 * tags, activities and symptoms are the union over the day, compared without case.
 */
export interface AnalysisDay {
  date: string;
  /** Days since 1970-01-01. */
  day: number;
  pain: number;
  mood: number | null;
  sleepHours: number | null;
  sleepQuality: number | null;
  stress: number | null;
  energy: number | null;
  pressure: number | null;
  temperature: number | null;
  humidity: number | null;
  /** Lower-case key -> the name as first written, for tags, activities and symptoms. */
  tags: Map<string, string>;
  activities: Map<string, string>;
  symptoms: Map<string, string>;
  /** The day's notes and journal text, lower case, for finding trigger names. */
  text: string;
  /** Creation instants of the day's quick and emergency logs (ms since the epoch). */
  logTimes: number[];
}

type NumberField =
  | 'sleepHours'
  | 'sleepQuality'
  | 'stressLevel'
  | 'energyLevel'
  | 'moodLevel'
  | 'pressure'
  | 'temperature'
  | 'humidity';

function firstSet(entries: readonly AnalysisEntry[], field: NumberField): number | null {
  for (const entry of entries) {
    const value = entry[field];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return null;
}

function names(entries: readonly AnalysisEntry[], read: (e: AnalysisEntry) => unknown) {
  const byKey = new Map<string, string>();
  for (const entry of entries) {
    const list = read(entry);
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      if (typeof raw !== 'string') continue;
      const name = raw.trim();
      const key = name.toLowerCase();
      if (name !== '' && !byKey.has(key)) byKey.set(key, name);
    }
  }
  return byKey;
}

function dayText(entries: readonly AnalysisEntry[]): string {
  const parts: string[] = [];
  for (const entry of entries) {
    if (typeof entry.notes === 'string') parts.push(entry.notes);
    if (typeof entry.journalEntry === 'string') parts.push(entry.journalEntry);
  }
  return parts.join('\n').toLowerCase();
}

function toDay(date: string, day: number, group: AnalysisEntry[]): AnalysisDay {
  const entries = group.length > 1 ? group.sort(precedence) : group;
  let total = 0;
  for (const entry of entries) total += entry.painLevel;
  const logTimes: number[] = [];
  for (const entry of entries) {
    if (entry.kind === 'journal') continue;
    const time = Date.parse(entry.createdAt);
    if (!Number.isNaN(time)) logTimes.push(time);
  }
  return {
    date,
    day,
    pain: total / entries.length,
    // Quick and emergency logs store the column default (5) for a mood nobody gave: a day's
    // mood is its journal's only.
    mood: firstSet(
      entries.filter((entry) => entry.kind === 'journal'),
      'moodLevel',
    ),
    sleepHours: firstSet(entries, 'sleepHours'),
    sleepQuality: firstSet(entries, 'sleepQuality'),
    stress: firstSet(entries, 'stressLevel'),
    energy: firstSet(entries, 'energyLevel'),
    pressure: firstSet(entries, 'pressure'),
    temperature: firstSet(entries, 'temperature'),
    humidity: firstSet(entries, 'humidity'),
    tags: names(entries, (e) => e.customTags),
    activities: names(entries, (e) => e.activities),
    symptoms: names(entries, (e) => e.symptoms),
    text: dayText(entries),
    logTimes,
  };
}

/** The days of `entries`, oldest first. Unreadable dates and pain outside 0-10 are left out. */
export function analysisDays(entries: readonly AnalysisEntry[]): AnalysisDay[] {
  return groupByDay(entries).map((group) => toDay(group.date, group.day, group.entries));
}

import { bodyPartName } from '../../body-parts';
import { excerpt } from '../excerpt';
import type { DayLocation, ReportDay } from '../report-days';

/** The patient's own words: the 5 most recent days with text, each cut to 200 characters. */
export const JOURNAL_NOTES = 5;
export const JOURNAL_NOTE_LENGTH = 200;
/** A note in the chronological log is shorter, to keep the table readable. */
export const LOG_NOTE_LENGTH = 120;

export interface JournalNote {
  date: string;
  text: string;
}

/** The most recent days' writing, newest first. */
export function journalNotes(days: readonly ReportDay[], limit = JOURNAL_NOTES): JournalNote[] {
  const notes: JournalNote[] = [];
  for (let index = days.length - 1; index >= 0 && notes.length < limit; index -= 1) {
    const day = days[index] as ReportDay;
    if (day.text !== null)
      notes.push({ date: day.date, text: excerpt(day.text, JOURNAL_NOTE_LENGTH) });
  }
  return notes;
}

export interface DailyLogRow {
  date: string;
  /** The day's pain (mean of its entries). */
  painLevel: number;
  entryCount: number;
  /** The highest entry that day; differs from painLevel only when several were logged. */
  peakPain: number;
  /** Body chart parts by display name, most intense first. */
  locations: string[];
  sleepQuality: number | null;
  sleepHours: number | null;
  moodLevel: number | null;
  energyLevel: number | null;
  note: string | null;
}

/** Most intense first; most days mark one part or none, which need no copy to sort. */
const byIntensity = (locations: readonly DayLocation[]): readonly DayLocation[] =>
  locations.length < 2 ? locations : [...locations].sort((a, b) => b.intensity - a.intensity);

/** One row per day with entries, oldest first: the chronological pain log. */
export function dailyLog(days: readonly ReportDay[]): DailyLogRow[] {
  return days.map((day) => ({
    date: day.date,
    painLevel: day.painLevel,
    entryCount: day.entryCount,
    peakPain: day.peakPain,
    locations: byIntensity(day.locations).map((location) => bodyPartName(location.bodyPart)),
    sleepQuality: day.sleepQuality,
    sleepHours: day.sleepHours,
    moodLevel: day.moodLevel,
    energyLevel: day.energyLevel,
    note: day.text === null ? null : excerpt(day.text, LOG_NOTE_LENGTH),
  }));
}

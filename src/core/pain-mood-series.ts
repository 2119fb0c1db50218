import type { PainTrendPoint } from './analytics-series';
import type { JournalEntry } from './journal';
import { mean, round1 } from './stats/numbers';

export interface PainMoodPoint {
  date: string;
  /** The day's average pain from the server's trend. */
  pain: number;
  /** The day's average mood (1–5) from the entries that recorded one, else null. */
  mood: number | null;
}

/** The chart's series: the server's pain trend, with each day's mood from the entries beside it. */
export function painMoodSeries(
  trend: readonly PainTrendPoint[],
  entries: readonly Pick<JournalEntry, 'date' | 'moodLevel'>[],
): PainMoodPoint[] {
  const moods = new Map<string, number[]>();
  for (const entry of entries) {
    if (typeof entry.moodLevel !== 'number' || !Number.isFinite(entry.moodLevel)) continue;
    const list = moods.get(entry.date) ?? [];
    list.push(entry.moodLevel);
    moods.set(entry.date, list);
  }
  return trend.map((point) => {
    const mood = mean(moods.get(point.date) ?? []);
    return { date: point.date, pain: point.painLevel, mood: mood === null ? null : round1(mood) };
  });
}

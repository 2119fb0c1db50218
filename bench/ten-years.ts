import { addDays } from '../src/core/calendar';
import { seededRandom as random } from '../src/core/stats/random';
import type { JournalEntry } from '../src/core/journal';
import type { ReportEntry } from '../src/core/report/report-days';

const ACTIVITIES = ['Walking', 'Yoga', 'Swimming', 'Gardening', 'Reading', 'Stretching'];
const SYMPTOMS = ['Fatigue', 'Stiffness', 'Brain fog', 'Nausea', 'Headache', 'Tingling'];

export type BenchEntry = ReportEntry & Pick<JournalEntry, 'symptoms'>;

const PARTS = ['lowerBack', 'neck', 'leftKnee', 'rightShoulder'];

/**
 * One journal entry a day for `days` days ending on `lastDate`: pain following a slow seasonal
 * wave, worse on poor sleep, high stress and low pressure, so the insight rules have real
 * patterns to find; every field the calculations and the report read is filled most days.
 * Mood, energy, sleep hours, body chart parts and journal text follow from the other figures
 * without drawing more random numbers, so the data the insights see stays the same.
 */
export function tenYearsOfEntries(lastDate: string, days = 3_650): BenchEntry[] {
  const next = random(20_260_101);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const entries: BenchEntry[] = [];
  for (let i = 0; i < days; i += 1) {
    const date = addDays(lastDate, i - days + 1);
    const sleepQuality = 1 + Math.floor(next() * 10);
    const stressLevel = Math.floor(next() * 11);
    const pressure = Math.round((995 + next() * 35) * 10) / 10;
    const wave = 1.5 * Math.sin((2 * Math.PI * i) / 365);
    const pain = 4 + wave + (5 - sleepQuality) * 0.3 + (stressLevel >= 7 ? 1.2 : 0);
    const painLevel = Math.max(
      0,
      Math.min(10, Math.round(pain + (pressure < 1010 ? 0.8 : 0) + (next() - 0.5) * 3)),
    );
    entries.push({
      id: `bench-${String(i).padStart(5, '0')}`,
      date,
      kind: 'journal',
      painLevel,
      sleepQuality: next() < 0.9 ? sleepQuality : null,
      stressLevel: next() < 0.9 ? stressLevel : null,
      pressure: next() < 0.7 ? pressure : null,
      notes: next() < 0.4 ? 'Took my evening dose; it took the edge off.' : null,
      activities: next() < 0.6 ? [pick(ACTIVITIES), pick(ACTIVITIES)] : [],
      symptoms: next() < 0.7 ? [pick(SYMPTOMS), pick(SYMPTOMS)] : [],
      createdAt: `${date}T20:00:00.000Z`,
      moodLevel: Math.max(1, 5 - Math.floor(painLevel / 2.5)),
      energyLevel: 10 - painLevel,
      sleepHours: 4 + (sleepQuality % 5),
      painLocations:
        painLevel === 0
          ? []
          : [{ bodyPart: PARTS[i % PARTS.length] as string, intensity: painLevel }],
      journalEntry: i % 5 === 0 ? 'Stiff in the morning; the medication helped by noon.' : null,
    });
  }
  return entries;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfDay, dayNumber, isCalendarDate } from './calendar';
import { byCodeUnits, symptomFrequency, type SymptomCount } from './analytics-series';

/**
 * symptomFrequency keeps one counter per symptom instead of a number read and written back for
 * every symptom listed (decision 0031). The version it replaced, kept as the reference.
 */
function referenceSymptomFrequency(
  entries: readonly { date: string; symptoms?: unknown }[],
  today: string,
  days: number,
): SymptomCount[] {
  const end = dayNumber(today);
  if (end === null || !Number.isInteger(days) || days < 1) return [];
  const first = dateOfDay(end - days + 1);
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const inWindow = entry.date >= first && entry.date <= today && isCalendarDate(entry.date);
    if (!inWindow || !Array.isArray(entry.symptoms)) continue;
    const symptoms: readonly unknown[] = entry.symptoms;
    for (let index = 0; index < symptoms.length; index += 1) {
      const symptom = symptoms[index];
      if (typeof symptom !== 'string' || symptom === '') continue;
      if (symptoms.indexOf(symptom) !== index) continue;
      counts.set(symptom, (counts.get(symptom) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .map(([symptom, count]) => ({ symptom, count }))
    .sort((a, b) => b.count - a.count || byCodeUnits(a.symptom, b.symptom));
}

const TODAY = '2026-01-31';

const entries = fc.array(
  fc.record({
    date: fc.oneof(
      fc.integer({ min: -40, max: 3 }).map((offset) => addDays(TODAY, offset)),
      fc.constantFrom('2026-01-32', '', '2026-1-20'),
    ),
    symptoms: fc.oneof(
      fc.array(fc.constantFrom('Fatigue', 'fatigue', 'Nausea', '', 'Brain fog', 3, null), {
        maxLength: 5,
      }),
      fc.constant(null),
      fc.constant(undefined),
    ),
  }),
  { maxLength: 60 },
);

describe('symptomFrequency', () => {
  it('counts what the previous version counted', () => {
    fc.assert(
      fc.property(entries, fc.constantFrom(1, 7, 30, 365), (list, days) => {
        const typed = list as Parameters<typeof symptomFrequency>[0];
        expect(symptomFrequency(typed, TODAY, days)).toEqual(
          referenceSymptomFrequency(list, TODAY, days),
        );
      }),
      { numRuns: 1000 },
    );
  });
});

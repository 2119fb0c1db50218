import fc from 'fast-check';
import { addDays } from '../calendar';
import { ENTRY_KINDS } from '../journal';
import type { TestEntry } from './entries';

/**
 * fast-check generators for the property tests: entries over about two months, several a day at
 * times, with every optional field sometimes missing. Ids are unique, as the database's are.
 */

const ACTIVITIES = ['Walking', 'walking', 'Yoga', 'Swimming', 'Reading'];
const SYMPTOMS = ['Fatigue', 'Nausea', 'Stiffness', 'Brain fog'];
const NOTES = [null, '', 'short', 'exactly 10', 'Took ibuprofen at noon, helped a bit'];

const entryFields = fc.record({
  date: fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2026-01-01', offset)),
  kind: fc.constantFrom(...ENTRY_KINDS),
  painLevel: fc.integer({ min: 0, max: 10 }),
  sleepQuality: fc.option(fc.integer({ min: 0, max: 10 })),
  stressLevel: fc.option(fc.integer({ min: 0, max: 10 })),
  pressure: fc.option(fc.double({ min: 950, max: 1050, noNaN: true })),
  notes: fc.constantFrom(...NOTES),
  activities: fc.subarray(ACTIVITIES),
  symptoms: fc.subarray(SYMPTOMS),
  createdAt: fc
    .integer({ min: 0, max: 60 * 24 * 60 })
    .map((minutes) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString()),
});

export const entriesArbitrary = (maxLength = 60) =>
  fc
    .array(entryFields, { maxLength })
    .map((entries): TestEntry[] =>
      entries.map((fields, index) => ({ ...fields, id: `e${String(index).padStart(4, '0')}` })),
    );

/** Every number anywhere in `value` (objects and arrays walked). */
export function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

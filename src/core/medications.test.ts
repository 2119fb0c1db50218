import { describe, expect, it } from 'vitest';
import {
  adherenceTone,
  createMedicationSchema,
  doseLogSchema,
  effectivenessTone,
  splitCommaList,
} from './medications';

describe('medication rules', () => {
  it('colours adherence and effectiveness at their boundaries', () => {
    expect([adherenceTone(90), adherenceTone(89), adherenceTone(70), adherenceTone(69)]).toEqual([
      'green',
      'yellow',
      'yellow',
      'red',
    ]);
    expect([
      effectivenessTone(8),
      effectivenessTone(7.9),
      effectivenessTone(6),
      effectivenessTone(5.9),
    ]).toEqual(['green', 'yellow', 'yellow', 'red']);
  });

  it('splits comma lists, trimmed, without empties', () => {
    expect(splitCommaList(' Nerve pain, ,sleep ,')).toEqual(['Nerve pain', 'sleep']);
    expect(splitCommaList('')).toEqual([]);
  });

  it('fills create defaults and drops unknown fields', () => {
    const parsed = createMedicationSchema.parse({ name: ' Ibuprofen ', dosage: '200 mg', x: 1 });
    expect(parsed).toEqual({
      name: 'Ibuprofen',
      dosage: '200 mg',
      type: 'prescription',
      frequency: 'daily',
      isActive: true,
      reminderEnabled: true,
      purposes: [],
      sideEffects: [],
    });
  });

  it('rejects bad create fields', () => {
    const bad = [
      { name: ' ', dosage: '1' },
      { name: 'a'.repeat(101), dosage: '1' },
      { name: 'a', dosage: '1', type: 'herbal' },
      { name: 'a', dosage: '1', frequency: 'hourly' },
      { name: 'a', dosage: '1', startDate: '2026-02-30' },
      { name: 'a', dosage: '1', purposes: Array(21).fill('x') },
      { name: 'a', dosage: '1', scheduleTimes: ['24:00'] },
    ];
    for (const payload of bad)
      expect(createMedicationSchema.safeParse(payload).success).toBe(false);
  });

  it('checks dose logs', () => {
    expect(doseLogSchema.safeParse({ medicationId: 'x', effectiveness: 11 }).success).toBe(false);
    expect(doseLogSchema.safeParse({ medicationId: 'x', effectiveness: 7.5 }).success).toBe(false);
    expect(doseLogSchema.safeParse({ medicationId: 'x', takenAt: 'yesterday' }).success).toBe(
      false,
    );
    expect(doseLogSchema.parse({ medicationId: 'x' })).toMatchObject({ skipped: false });
  });
});

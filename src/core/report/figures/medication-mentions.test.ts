import { describe, expect, it } from 'vitest';
import { entry } from '../../test-support/entries';
import { medicationMentions, mentionsMedication } from './medication-mentions';

describe('mentionsMedication', () => {
  it('finds the word in any case, and its plural', () => {
    expect(mentionsMedication('Took my medication late')).toBe(true);
    expect(mentionsMedication('MEDICATION helped')).toBe(true);
    expect(mentionsMedication('Medication.')).toBe(true);
    expect(mentionsMedication('New medications from Dr. Lee')).toBe(true);
    expect(mentionsMedication("the medication's side effects")).toBe(true);
    expect(mentionsMedication('Action: Take Medication.')).toBe(true);
  });

  it('does not find other words that contain it, or other words for it', () => {
    expect(mentionsMedication('premedication before the scan')).toBe(false);
    expect(mentionsMedication('medicationless week')).toBe(false);
    expect(mentionsMedication('took my meds')).toBe(false);
    expect(mentionsMedication('medicated cream')).toBe(false);
    expect(mentionsMedication('')).toBe(false);
  });
});

describe('medicationMentions', () => {
  it('keeps the 5 most recent entries, newest first, reading notes and journal text', () => {
    const entries = [
      entry({ date: '2026-01-01', notes: 'medication 1' }),
      entry({ date: '2026-01-02', journalEntry: 'medication 2' }),
      entry({ date: '2026-01-03', notes: 'no mention here' }),
      entry({ date: '2026-01-04', notes: 'medication 4' }),
      entry({ date: '2026-01-05', notes: 'Medications 5' }),
      entry({ date: '2026-01-06', notes: 'MEDICATION 6a' }),
      entry({ date: '2026-01-06', kind: 'quick', notes: 'medication 6b' }), // created later
      entry({ date: '2026-01-07', notes: null, journalEntry: null }),
    ];
    expect(medicationMentions(entries)).toEqual([
      { date: '2026-01-06', text: 'medication 6b' },
      { date: '2026-01-06', text: 'MEDICATION 6a' },
      { date: '2026-01-05', text: 'Medications 5' },
      { date: '2026-01-04', text: 'medication 4' },
      { date: '2026-01-02', text: 'medication 2' },
    ]);
    expect(medicationMentions(entries.slice(0, 3))).toHaveLength(2);
    expect(medicationMentions([])).toEqual([]);
  });

  it('shows the words around a mention deep in a long entry, at most 200 characters', () => {
    const long = `${'Long day at work and a long drive home. '.repeat(10)}Then my medication finally helped.`;
    const [mention] = medicationMentions([entry({ date: '2026-01-01', journalEntry: long })]);
    expect(mention?.text.startsWith('…')).toBe(true);
    expect(mention?.text).toContain('my medication finally helped.');
    expect(mention?.text.length).toBeLessThanOrEqual(200);
  });
});

import { describe, expect, it } from 'vitest';
import { createEntrySchema } from '@core/journal';
import { emergencyEntryPayload, toggleSymptom } from './emergency-note';
import { EMERGENCY_LEVELS, EMERGENCY_SYMPTOMS, emergencyLevel } from '@core/emergency-options';

describe('emergencyEntryPayload', () => {
  it('is an emergency entry the server schema accepts, with the note and symptoms', () => {
    const payload = emergencyEntryPayload(
      { level: 9, action: 'Breathing Exercise', symptoms: ['Dizziness'] },
      '2025-03-14',
    );
    expect(payload).toEqual({
      kind: 'emergency',
      date: '2025-03-14',
      painLevel: 9,
      notes:
        'Emergency log: pain 9/10 (Excruciating). Action: Breathing Exercise. Symptoms: Dizziness.',
      symptoms: ['Dizziness'],
    });
    const parsed = createEntrySchema.safeParse(payload);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.kind).toBe('emergency');
  });
});

describe('toggleSymptom', () => {
  it('adds and removes, keeping the list order whatever the tap order', () => {
    let selected = toggleSymptom([], 'Burning');
    selected = toggleSymptom(selected, 'Nausea');
    selected = toggleSymptom(selected, 'Headache');
    expect(selected).toEqual(['Nausea', 'Headache', 'Burning']);
    expect(toggleSymptom(selected, 'Headache')).toEqual(['Nausea', 'Burning']);
  });

  it('toggling every symptom twice gives back none', () => {
    let selected = EMERGENCY_SYMPTOMS.reduce(toggleSymptom, []);
    expect(selected).toEqual([...EMERGENCY_SYMPTOMS]);
    selected = EMERGENCY_SYMPTOMS.reduce(toggleSymptom, selected);
    expect(selected).toEqual([]);
  });
});

describe('emergency levels', () => {
  it('are 6 to 10, each with a label and a short description', () => {
    expect(EMERGENCY_LEVELS.map((item) => item.level)).toEqual([6, 7, 8, 9, 10]);
    for (const item of EMERGENCY_LEVELS) {
      expect(item.description.length).toBeGreaterThan(10);
      expect(item.description.length).toBeLessThanOrEqual(45);
    }
    expect(emergencyLevel(5)).toBeUndefined();
    expect(emergencyLevel(11)).toBeUndefined();
  });
});

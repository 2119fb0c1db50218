import { addDays } from '../calendar';
import type { PatientInfo } from '../report/settings';
import { entry } from './entries';
import { medication, REPORT_TODAY, trigger } from './report';

/**
 * Ten days of a plausible journal ending on REPORT_TODAY, for the renderer tests: pain 3 to 9
 * with two severe days, poor sleep on the bad days, stress, mood, symptoms, activities, body
 * chart parts and notes (one mentioning medication, one trying to inject HTML).
 */

const ROWS = [
  { painLevel: 4, sleepQuality: 7, stressLevel: 3, moodLevel: 4, symptoms: ['Fatigue'] },
  { painLevel: 3, sleepQuality: 8, stressLevel: 2, moodLevel: 4, activities: ['Walking'] },
  {
    painLevel: 5,
    sleepQuality: 6,
    stressLevel: 5,
    moodLevel: 3,
    symptoms: ['Fatigue', 'Stiffness'],
  },
  { painLevel: 8, sleepQuality: 3, stressLevel: 8, moodLevel: 2, symptoms: ['Fatigue'] },
  { painLevel: 3, sleepQuality: 9, stressLevel: 2, moodLevel: 4, activities: ['Walking', 'Yoga'] },
  { painLevel: 4, sleepQuality: 7, stressLevel: 4, moodLevel: 3 },
  { painLevel: 5, sleepQuality: 5, stressLevel: 5, moodLevel: 3, activities: ['Yoga'] },
  { painLevel: 6, sleepQuality: 4, stressLevel: 6, moodLevel: 3, symptoms: ['Headache'] },
  { painLevel: 4, sleepQuality: 7, stressLevel: 3, moodLevel: 4, activities: ['Walking'] },
  { painLevel: 7, sleepQuality: 3, stressLevel: 9, moodLevel: 2, symptoms: ['Fatigue'] },
];

export function fixtureEntries() {
  const start = addDays(REPORT_TODAY, -(ROWS.length - 1));
  const entries = ROWS.map((row, index) =>
    entry({
      date: addDays(start, index),
      energyLevel: 10 - row.painLevel,
      sleepHours: 7,
      painLocations: [{ bodyPart: 'lowerBack', intensity: row.painLevel }],
      ...row,
    }),
  );
  entries.push(
    entry({
      date: addDays(start, 3),
      kind: 'emergency',
      painLevel: 9,
      notes: 'Emergency log: pain 9/10. Action: Take Medication.',
    }),
  );
  entries.push(
    entry({
      date: addDays(start, 8),
      journalEntry: 'Gardening <script>alert(1)</script> went fine',
    }),
  );
  return entries;
}

export const fixtureMedications = () => [
  medication({
    name: 'Naproxen',
    dosage: '250 mg',
    frequency: 'twice-daily',
    adherenceRate: 55,
    avgEffectiveness: null,
    sideEffects: ['Nausea'],
  }),
  medication({ name: 'Amitriptyline', dosage: '10 mg', adherenceRate: 96, avgEffectiveness: 7.5 }),
  medication({
    name: 'Tramadol',
    dosage: '50 mg',
    frequency: 'as-needed',
    isActive: false,
    adherenceRate: null,
  }),
];

export const fixtureTriggers = () => [
  trigger({ name: 'Cold weather', category: 'weather' }),
  trigger({ name: 'Long drives', category: 'activity', isActive: false }),
];

export const fixturePatient = (overrides: Partial<PatientInfo> = {}): PatientInfo => ({
  name: 'Maria Silva',
  dob: '1980-03-12',
  providerName: 'Dr. Okafor',
  appointmentDate: '2026-02-10',
  notes: 'Please ask about my knee.\n<img src=x onerror=alert(1)>',
  ...overrides,
});

/**
 * Medication types and frequencies with their words, apart from the zod schemas in
 * medications.ts so that pages showing them (the reports) do not load zod.
 */

export const MEDICATION_TYPES = [
  'prescription',
  'over-the-counter',
  'supplement',
  'topical',
] as const;
export type MedicationType = (typeof MEDICATION_TYPES)[number];

export const FREQUENCIES = [
  'as-needed',
  'daily',
  'twice-daily',
  'three-times-daily',
  'weekly',
  'monthly',
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const TYPE_LABELS: Record<MedicationType, string> = {
  prescription: 'Prescription',
  'over-the-counter': 'Over the counter',
  supplement: 'Supplement',
  topical: 'Topical',
};

export const FREQUENCY_LABELS: Record<Frequency, string> = {
  'as-needed': 'As needed',
  daily: 'Daily',
  'twice-daily': 'Twice daily',
  'three-times-daily': 'Three times daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

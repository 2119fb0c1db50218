/** The choices and numbers of Emergency Pain Mode (spec document 2, sections 2 and 9). */

export interface EmergencyLevel {
  level: number;
  label: string;
  /** A few plain words a tired person recognises at a glance. */
  description: string;
}

export const EMERGENCY_LEVELS: readonly EmergencyLevel[] = [
  { level: 6, label: 'Moderate High', description: 'Hard to ignore, but you can still manage' },
  { level: 7, label: 'Severe', description: 'It gets in the way of what you are doing' },
  { level: 8, label: 'Very Severe', description: 'Hard to think about anything else' },
  { level: 9, label: 'Excruciating', description: 'You can barely move or talk' },
  { level: 10, label: 'Emergency', description: 'The worst pain imaginable. Get help now' },
];

export const EMERGENCY_SYMPTOMS = [
  'Nausea',
  'Dizziness',
  'Fatigue',
  'Headache',
  'Muscle tension',
  'Joint stiffness',
  'Numbness',
  'Burning',
] as const;
export type EmergencySymptom = (typeof EMERGENCY_SYMPTOMS)[number];

export const EMERGENCY_ACTIONS = [
  'Take Medication',
  'Call Doctor',
  'Breathing Exercise',
  'Rest Position',
] as const;
export type EmergencyAction = (typeof EMERGENCY_ACTIONS)[number];

export const EMERGENCY_NUMBER = '911';
export const CRISIS_LINE = '988';
export const PAIN_ASSOCIATION = {
  name: 'U.S. Pain Foundation',
  url: 'https://uspainfoundation.org',
} as const;

/** Spec: instructions are read slower and quieter than the voice's default. */
export const SPEECH_RATE = 0.8;
export const SPEECH_VOLUME = 0.7;

/** Spec: the quick pain slider starts in the middle of the scale. */
export const QUICK_PAIN_DEFAULT = 5;

export function emergencyLevel(level: number): EmergencyLevel | undefined {
  return EMERGENCY_LEVELS.find((item) => item.level === level);
}

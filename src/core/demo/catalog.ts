import type { ExerciseId } from '../exercise-ids';
import type { TriggerCategory } from '../trigger-categories';

/** The fixed vocabulary of the demo diary: what a person with chronic back and neck pain logs. */

/** Activities with the share of days each is done on (independent of pain: pure noise). */
export const ACTIVITIES: readonly { name: string; chance: number }[] = [
  { name: 'Walking', chance: 0.55 },
  { name: 'Desk work', chance: 0.5 },
  { name: 'Housework', chance: 0.35 },
  { name: 'Cooking', chance: 0.35 },
  { name: 'Stretching', chance: 0.3 },
  { name: 'Reading', chance: 0.25 },
  { name: 'Yoga', chance: 0.15 },
  { name: 'Gardening', chance: 0.1 },
  { name: 'Swimming', chance: 0.08 },
];

/** The tag that carries the planted gluten effect; the other tags are noise. */
export const GLUTEN_TAG = 'gluten';
export const TRAVEL_TAG = 'travel';
export const PERIOD_TAG = 'period';

/** Tags drawn independently each day, with their share of days. */
export const DAILY_TAGS: readonly { name: string; chance: number }[] = [
  { name: GLUTEN_TAG, chance: 0.12 },
  { name: 'caffeine', chance: 0.45 },
  { name: 'late screen time', chance: 0.2 },
  { name: 'alcohol', chance: 0.08 },
];

/** The tags the account keeps in its tag list (custom_tags rows). */
export const TAG_ROWS: readonly { name: string; color: string; category: string | null }[] = [
  { name: GLUTEN_TAG, color: '#F59E0B', category: 'food' },
  { name: 'caffeine', color: '#92400E', category: 'food' },
  { name: 'alcohol', color: '#7C3AED', category: 'food' },
  { name: 'late screen time', color: '#2563EB', category: 'sleep' },
  { name: TRAVEL_TAG, color: '#0D9488', category: 'lifestyle' },
  { name: PERIOD_TAG, color: '#DB2777', category: 'health' },
];

export const TRIGGERS: readonly { name: string; category: TriggerCategory }[] = [
  { name: 'Poor sleep', category: 'other' },
  { name: 'Stress', category: 'stress' },
  { name: 'Weather changes', category: 'weather' },
  { name: 'Gluten', category: 'food' },
  { name: 'Long periods of sitting', category: 'activity' },
];

/** Symptoms that come with higher pain. */
export const SYMPTOMS = [
  'Fatigue',
  'Stiffness',
  'Headache',
  'Muscle tension',
  'Brain fog',
  'Nausea',
] as const;

export const PAIN_TYPES = ['Aching', 'Stiff', 'Throbbing', 'Burning', 'Sharp', 'Stabbing'] as const;

/** The body chart parts this person's pain is usually in, most common first. */
export const USUAL_PAIN_PARTS: readonly { key: string; name: string }[] = [
  { key: 'lowerBack', name: 'Lower Back' },
  { key: 'neck', name: 'Neck' },
  { key: 'rightShoulder', name: 'Right Shoulder' },
  { key: 'upperBack', name: 'Upper Back' },
  { key: 'leftHip', name: 'Left Hip' },
  { key: 'head', name: 'Head' },
  { key: 'rightKnee', name: 'Right Knee' },
];

/** Coping exercises done now and then in the evening, with their usual length. */
export const EXERCISES: readonly { id: ExerciseId; seconds: [number, number] }[] = [
  { id: 'box-breathing', seconds: [180, 420] },
  { id: 'body-scan', seconds: [600, 1200] },
  { id: 'progressive-relaxation', seconds: [600, 1000] },
  { id: '5-4-3-2-1-grounding', seconds: [180, 360] },
  { id: 'pain-acceptance', seconds: [480, 900] },
];

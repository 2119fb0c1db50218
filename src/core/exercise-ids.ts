/** The six built-in exercises (spec document 1 section 3), by id. Zod-free for the client. */
export const EXERCISE_IDS = [
  'box-breathing',
  'body-scan',
  'thought-challenging',
  '5-4-3-2-1-grounding',
  'progressive-relaxation',
  'pain-acceptance',
] as const;
export type ExerciseId = (typeof EXERCISE_IDS)[number];

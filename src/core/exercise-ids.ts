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

/**
 * The longest built-in exercise is 20 minutes; six hours leaves room for pauses. Here rather
 * than beside the zod schema so the wellness page can clamp without bundling zod.
 */
export const MAX_SESSION_SECONDS = 6 * 60 * 60;

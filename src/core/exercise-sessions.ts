import { z } from 'zod';
import { EXERCISE_IDS, MAX_SESSION_SECONDS } from './exercise-ids';

export { MAX_SESSION_SECONDS };

/** POST /api/exercise-sessions: one completed exercise. `id` makes a retried send harmless. */
export const exerciseSessionSchema = z.object({
  id: z.uuid({ error: 'id must be a UUID' }).optional(),
  exerciseId: z.enum(EXERCISE_IDS, { error: 'exerciseId is not one of the built-in exercises' }),
  durationSeconds: z
    .number({ error: 'durationSeconds must be a number' })
    .int({ error: 'durationSeconds must be a whole number' })
    .min(0, { error: 'durationSeconds must not be negative' })
    .max(MAX_SESSION_SECONDS, {
      error: `durationSeconds must be at most ${MAX_SESSION_SECONDS}`,
    }),
  completedAt: z.iso
    .datetime({ offset: true, error: 'completedAt must be an ISO date-time' })
    .optional(),
});
export type ExerciseSessionInput = z.infer<typeof exerciseSessionSchema>;
export type ExerciseSessionPayload = z.input<typeof exerciseSessionSchema>;
export type { ExerciseSession } from './practice-stats';

import { useQuery } from '@tanstack/react-query';
import type { ExerciseSession } from '@core/practice-stats';
import { EXERCISE_SESSIONS_KEY } from './keys';

/** The user's completed exercises, oldest first. */
export function useExerciseSessions() {
  return useQuery<ExerciseSession[]>({ queryKey: EXERCISE_SESSIONS_KEY });
}

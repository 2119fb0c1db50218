import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExerciseSessionPayload } from '@core/exercise-sessions';
import type { ExerciseSession } from '@core/practice-stats';
import { apiRequest } from '@client/lib/api';
import { EXERCISE_SESSIONS_KEY } from './keys';

export async function createExerciseSession(
  payload: ExerciseSessionPayload,
): Promise<ExerciseSession> {
  const response = await apiRequest('POST', '/api/exercise-sessions', payload);
  return (await response.json()) as ExerciseSession;
}

/**
 * Records a completed exercise. The stored session joins the cached list at once, so the
 * stats change as the player closes; the refetch then brings the server's view.
 */
export function useCreateExerciseSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExerciseSession,
    onSuccess: (saved) => {
      queryClient.setQueryData<ExerciseSession[]>(EXERCISE_SESSIONS_KEY, (list) =>
        list && !list.some((session) => session.id === saved.id) ? [...list, saved] : list,
      );
      void queryClient.invalidateQueries({ queryKey: EXERCISE_SESSIONS_KEY, exact: true });
    },
  });
}

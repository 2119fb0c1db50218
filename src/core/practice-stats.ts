import type { ExerciseId } from './exercise-ids';
import { trackingStreak } from './streak';

/** A completed exercise as the API returns it. */
export interface ExerciseSession {
  id: string;
  exerciseId: ExerciseId;
  /** The user's calendar day when it was completed. */
  date: string;
  completedAt: string;
  durationSeconds: number;
}

export interface PracticeStats {
  sessionsCompleted: number;
  /** Consecutive days with a completed exercise, as the journal's tracking streak counts them. */
  practiceStreak: number;
  completedToday: number;
  /** How often each exercise was completed, for the Completed tab and "Practice Again". */
  timesCompleted: Partial<Record<ExerciseId, number>>;
}

/** The wellness page's numbers from the user's stored sessions (replacing the spec's zeros). */
export function practiceStats(sessions: readonly ExerciseSession[], today: string): PracticeStats {
  const timesCompleted: Partial<Record<ExerciseId, number>> = {};
  for (const session of sessions) {
    timesCompleted[session.exerciseId] = (timesCompleted[session.exerciseId] ?? 0) + 1;
  }
  return {
    sessionsCompleted: sessions.length,
    practiceStreak: trackingStreak(sessions, today),
    completedToday: sessions.filter((session) => session.date === today).length,
    timesCompleted,
  };
}

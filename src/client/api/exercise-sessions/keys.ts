/** Query keys are the API path segments (the default loader joins them with '/'). */
export const EXERCISE_SESSIONS_KEY = ['/api/exercise-sessions'] as const;

/** Query keys are the API path segments (the default loader joins them with '/'). */
export const PEG_CHECKINS_KEY = ['/api/peg-checkins'] as const;
export const PEG_CURRENT_KEY = ['/api/peg-checkins', 'current'] as const;

/** Query keys are the API path segments (the default loader joins them with '/'). */
export const ENTRIES_KEY = ['/api/journal-entries'] as const;
export const entryForDateKey = (date: string) => ['/api/journal-entries', date] as const;

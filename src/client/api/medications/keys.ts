/** Query keys are the API path segments (the default loader joins them with '/'). */
export const MEDICATIONS_KEY = ['/api/medications', 'detailed'] as const;
export const TODAY_SCHEDULE_KEY = ['/api/medications', 'today-schedule'] as const;

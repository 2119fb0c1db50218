/** Query keys are the API path segments (the default loader joins them with '/'). */
export const TRIGGERS_KEY = ['/api/triggers'] as const;

/** Query keys are the API path segments (the default loader joins them with '/'). */
export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;
export const ADMIN_TICKETS_KEY = ['/api/admin/tickets'] as const;
export const ADMIN_SUBSCRIBERS_KEY = ['/api/admin/subscribers'] as const;

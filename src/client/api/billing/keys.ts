/** Query keys: the API path segments, so the default loader GETs them joined with '/'. */
export const planKey = ['/api/billing/plan'] as const;
export const CHECKOUT_URL = '/api/create-checkout-session';
export const PORTAL_URL = '/api/billing/portal-session';
export const SYNC_MOBILE_URL = '/api/user/subscription/sync-mobile';

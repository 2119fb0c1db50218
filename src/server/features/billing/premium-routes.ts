import type { PremiumSectionId } from '@core/billing/plans';

/**
 * The API behind each premium section, by route prefix. Every route under a prefix is locked on
 * the free plan except those in NEVER_LOCKED.
 */
export const PREMIUM_ROUTE_PREFIXES: ReadonlyArray<{ prefix: string; section: PremiumSectionId }> =
  [
    { prefix: '/api/analysis', section: 'ai-analysis' },
    { prefix: '/api/predictions', section: 'pain-prediction' },
    { prefix: '/api/flare-alerts', section: 'pain-prediction' },
    { prefix: '/api/healthcare-providers', section: 'provider-portal' },
    { prefix: '/api/shared-reports', section: 'provider-portal' },
    { prefix: '/api/treatment-recommendations', section: 'provider-portal' },
    { prefix: '/api/provider-notes', section: 'provider-portal' },
    { prefix: '/api/biometric-', section: 'biometrics' },
    { prefix: '/api/health-alerts', section: 'biometrics' },
    { prefix: '/api/research-', section: 'research' },
    { prefix: '/api/data-sharing-preferences', section: 'research' },
  ];

/**
 * What stays open on every plan, so a downgrade never traps anyone: seeing and ending who has
 * access to one's data (clinicians, shared reports, studies, devices), and taking one's data out.
 * A device's own reading upload has no session and is not gated, so nothing it sends is lost.
 */
export const NEVER_LOCKED: ReadonlySet<string> = new Set([
  'GET /api/healthcare-providers',
  'GET /api/healthcare-providers/:id/access-log',
  'POST /api/healthcare-providers/:id/revoke',
  'DELETE /api/healthcare-providers/:id',
  'GET /api/shared-reports',
  'POST /api/shared-reports/:id/revoke',
  'GET /api/research-participation',
  'GET /api/research-participation/:id/data',
  'POST /api/research-participation/:id/withdraw',
  'GET /api/data-sharing-preferences',
  'PUT /api/data-sharing-preferences',
  'GET /api/biometric-devices',
  'POST /api/biometric-devices/:id/disconnect',
  'DELETE /api/biometric-devices/:id',
  'GET /api/biometric-readings/export.csv',
  'POST /api/biometric-readings',
]);

/** The premium section a route belongs to, or undefined when any plan may use it. */
export function premiumSectionOf(method: string, url: string): PremiumSectionId | undefined {
  if (NEVER_LOCKED.has(`${method} ${url}`)) return undefined;
  return PREMIUM_ROUTE_PREFIXES.find(({ prefix }) => url.startsWith(prefix))?.section;
}

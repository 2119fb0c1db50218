import type { PremiumSectionId } from '@core/billing/plans';

/**
 * The API behind each premium section, by route prefix.
 *
 * - Analysis sections (AI analysis, advanced analytics, prediction) compute something new on
 *   every call: all of their routes are locked on the free plan.
 * - Sharing sections (provider portal, research, biometrics) hold what a person has already
 *   shared or connected. On the free plan everything in them stays readable (the FAQ promises
 *   data kept after a downgrade) and everything that ends sharing stays possible; only starting
 *   something new is locked: inviting a clinician, sharing a report, enrolling, connecting or
 *   syncing a device, uploading an export.
 */
export const PREMIUM_ROUTE_PREFIXES: ReadonlyArray<{
  prefix: string;
  section: PremiumSectionId;
  readsOpen: boolean;
}> = [
  { prefix: '/api/analysis', section: 'ai-analysis', readsOpen: false },
  { prefix: '/api/predictions', section: 'pain-prediction', readsOpen: false },
  { prefix: '/api/flare-alerts', section: 'pain-prediction', readsOpen: false },
  { prefix: '/api/healthcare-providers', section: 'provider-portal', readsOpen: true },
  { prefix: '/api/shared-reports', section: 'provider-portal', readsOpen: true },
  { prefix: '/api/treatment-recommendations', section: 'provider-portal', readsOpen: true },
  { prefix: '/api/provider-notes', section: 'provider-portal', readsOpen: true },
  { prefix: '/api/biometric-', section: 'biometrics', readsOpen: true },
  { prefix: '/api/health-alerts', section: 'biometrics', readsOpen: true },
  { prefix: '/api/research-', section: 'research', readsOpen: true },
  { prefix: '/api/data-sharing-preferences', section: 'research', readsOpen: true },
];

/**
 * The changes that stay open on every plan in the sharing sections: ending who has one's data,
 * saying less, and a device's own upload of readings (it has no session; nothing a watch sends
 * is lost while its owner decides).
 */
export const NEVER_LOCKED: ReadonlySet<string> = new Set([
  'POST /api/healthcare-providers/:id/revoke',
  'DELETE /api/healthcare-providers/:id',
  'POST /api/shared-reports/:id/revoke',
  'POST /api/research-participation/:id/withdraw',
  'PUT /api/data-sharing-preferences',
  'POST /api/biometric-devices/:id/disconnect',
  'DELETE /api/biometric-devices/:id',
  'PATCH /api/health-alerts/:id',
  'POST /api/health-alerts/read-all',
  'POST /api/biometric-imports/:id/dismiss',
  'POST /api/biometric-readings',
]);

/** The premium section a route belongs to, or undefined when any plan may use it. */
export function premiumSectionOf(method: string, url: string): PremiumSectionId | undefined {
  if (NEVER_LOCKED.has(`${method} ${url}`)) return undefined;
  const found = PREMIUM_ROUTE_PREFIXES.find(({ prefix }) => url.startsWith(prefix));
  if (!found) return undefined;
  const read = method === 'GET' || method === 'HEAD';
  return read && found.readsOpen ? undefined : found.section;
}

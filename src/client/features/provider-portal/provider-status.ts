import type { HealthcareProvider, ProviderStatus } from '@core/provider-portal/types';

export const STATUS_LABELS: Record<ProviderStatus, string> = {
  pending: 'Invitation pending',
  locked: 'Locked',
  connected: 'Connected',
  expired: 'Access expired',
  revoked: 'Access revoked',
};

/** Tints from the app's palette; the words carry the meaning, never the colour alone. */
export const STATUS_CLASSES: Record<ProviderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  locked: 'bg-red-100 text-red-800',
  connected: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-slate-100 text-slate-700',
  revoked: 'bg-red-100 text-red-800',
};

/** Verified providers are cards; the others are invitations still waiting for the code. */
export function isProviderCard(provider: HealthcareProvider): boolean {
  return provider.isVerified;
}

export function hasConnectedProvider(providers: readonly HealthcareProvider[]): boolean {
  return providers.some((provider) => provider.status === 'connected');
}

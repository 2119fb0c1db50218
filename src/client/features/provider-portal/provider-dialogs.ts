import type { HealthcareProvider, InvitationResult } from '@core/provider-portal/types';

/** Which dialog of the Providers tab is open, and for whom. */
export type ProviderDialog =
  | {
      kind: 'permissions' | 'edit' | 'log' | 'revoke' | 'remove' | 'cancel';
      provider: HealthcareProvider;
    }
  | { kind: 'resent'; result: InvitationResult };

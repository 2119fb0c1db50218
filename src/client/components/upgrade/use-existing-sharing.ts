import { useQuery } from '@tanstack/react-query';
import type { PremiumSectionId } from '@core/billing/plans';
import type { BiometricDevice } from '@core/biometrics/types';
import type { HealthcareProvider } from '@core/provider-portal/types';
import type { ResearchParticipation } from '@core/research/types';
import { devicesKey } from '@client/api/biometrics/keys';
import { providersKey } from '@client/api/provider-portal/keys';
import { participationsKey } from '@client/api/research/keys';

/** The sections that hold what a person shared or connected, readable on every plan. */
export const SHARING_SECTIONS: ReadonlySet<PremiumSectionId> = new Set([
  'provider-portal',
  'research',
  'biometrics',
]);

/**
 * Whether someone on the free plan still has something going in a sharing section (a clinician
 * with access or invited, a study they take part in, a device): then the section opens below the
 * upgrade card, so they can see it and end it. Undefined while that is being found out.
 */
export function useExistingSharing(
  section: PremiumSectionId,
  enabled: boolean,
): boolean | undefined {
  const ask = enabled && SHARING_SECTIONS.has(section);
  const providers = useQuery<HealthcareProvider[]>({
    queryKey: providersKey,
    enabled: ask && section === 'provider-portal',
  });
  const participations = useQuery<ResearchParticipation[]>({
    queryKey: participationsKey,
    enabled: ask && section === 'research',
  });
  const devices = useQuery<BiometricDevice[]>({
    queryKey: devicesKey,
    enabled: ask && section === 'biometrics',
  });
  if (!ask) return false;
  const answer =
    section === 'provider-portal'
      ? providers.data?.some((provider) =>
          ['pending', 'locked', 'connected'].includes(provider.status),
        )
      : section === 'research'
        ? participations.data?.some((participation) => participation.status === 'active')
        : devices.data && devices.data.length > 0;
  const failed = providers.isError || participations.isError || devices.isError;
  // Unknown because the lists could not load: show only the card (the server decides anyway).
  return failed ? false : answer;
}

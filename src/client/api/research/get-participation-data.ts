import { useQuery } from '@tanstack/react-query';
import type { ParticipantDataView } from '@core/research/types';
import { participationDataKey } from './keys';

/** What the study receives from this person, built like the researchers' dataset. */
export function useParticipationData(participationId: string) {
  return useQuery<ParticipantDataView>({
    queryKey: participationDataKey(participationId),
    // Data logged since the dialog was last opened belongs in it.
    staleTime: 0,
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReconsentPayload } from '@core/research/schemas';
import type { ResearchParticipation } from '@core/research/types';
import { apiRequest } from '@client/lib/api';
import { participationUrl, refreshResearch } from './keys';

export async function reconsent(input: {
  participationId: string;
  body: ReconsentPayload;
}): Promise<ResearchParticipation> {
  const response = await apiRequest(
    'POST',
    `${participationUrl(input.participationId)}/consent`,
    input.body,
  );
  return (await response.json()) as ResearchParticipation;
}

/** Agreeing to a study's changed consent text, so data is shared with it again. */
export function useReconsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reconsent,
    onSuccess: () => refreshResearch(queryClient),
  });
}

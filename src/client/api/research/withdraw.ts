import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawPayload } from '@core/research/schemas';
import type { ResearchParticipation } from '@core/research/types';
import { apiRequest } from '@client/lib/api';
import { participationUrl, refreshResearch } from './keys';

export async function withdraw(input: {
  participationId: string;
  body: WithdrawPayload;
}): Promise<ResearchParticipation> {
  const response = await apiRequest(
    'POST',
    `${participationUrl(input.participationId)}/withdraw`,
    input.body,
  );
  return (await response.json()) as ResearchParticipation;
}

/** Leaves an active study, keeping or removing the data already contributed. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onSuccess: () => refreshResearch(queryClient),
  });
}

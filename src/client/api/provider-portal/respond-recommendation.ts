import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TreatmentRecommendation } from '@core/provider-portal/types';
import { apiRequest } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { serverMessage } from '@client/lib/api-failure';
import { recommendationsKey } from './keys';

export type RecommendationAnswer = 'accepted' | 'declined' | 'completed';

const DONE: Record<RecommendationAnswer, string> = {
  accepted: 'Recommendation accepted',
  declined: 'Recommendation declined',
  completed: 'Recommendation completed',
};

export async function respondToRecommendation(
  id: string,
  status: RecommendationAnswer,
): Promise<TreatmentRecommendation> {
  const response = await apiRequest('PATCH', `${recommendationsKey[0]}/${encodeURIComponent(id)}`, {
    status,
  });
  return (await response.json()) as TreatmentRecommendation;
}

export function useRespondToRecommendation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RecommendationAnswer }) =>
      respondToRecommendation(id, status),
    onSuccess: async (_result, { status }) => {
      toast({ title: DONE[status] });
      await queryClient.invalidateQueries({ queryKey: recommendationsKey });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to save your answer. Please try again.'),
        variant: 'destructive',
      }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { PREDICTIONS_URL, type PredictionsResponse } from '@core/prediction/api';

export const predictionsKey = [PREDICTIONS_URL] as const;

/**
 * The week's pain predictions, their measured accuracy, the weather impact and any active flare
 * alert. Each visit asks again (the server stores and checks predictions as it makes them).
 */
export function usePredictions() {
  return useQuery<PredictionsResponse>({ queryKey: predictionsKey, refetchOnMount: 'always' });
}

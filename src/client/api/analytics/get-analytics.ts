import { useQuery } from '@tanstack/react-query';
import type { PainTrendPoint, SymptomCount } from '@core/analytics-query';

/** Every analytics key starts with this, so one journal write can refresh them all. */
export const ANALYTICS_KEY = ['/api/analytics'] as const;

export const painTrendKey = (days: number) => [...ANALYTICS_KEY, `pain-trends?days=${days}`];
export const symptomFrequencyKey = (days: number) => [
  ...ANALYTICS_KEY,
  `symptom-frequency?days=${days}`,
];

/** Average pain per day over the last `days` days (the user's calendar), oldest first. */
export function usePainTrend(days: number) {
  return useQuery<PainTrendPoint[]>({ queryKey: painTrendKey(days) });
}

/** How many entries named each symptom over the last `days` days, most frequent first. */
export function useSymptomFrequency(days: number) {
  return useQuery<SymptomCount[]>({ queryKey: symptomFrequencyKey(days) });
}

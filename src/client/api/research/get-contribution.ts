import { useQuery } from '@tanstack/react-query';
import type { ResearchContribution } from '@core/research/types';
import { contributionKey } from './keys';

/** The contribution summary: totals, the impact score and its parts, the monthly chart. */
export function useContribution() {
  return useQuery<ResearchContribution>({ queryKey: contributionKey });
}

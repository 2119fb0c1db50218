import { useQuery } from '@tanstack/react-query';
import type { PlanSummary } from '@core/billing/subscription';
import { planKey } from './keys';

/** The person's plan, its limits and what this installation offers (web checkout, stores). */
export function usePlan() {
  return useQuery<PlanSummary>({ queryKey: planKey });
}

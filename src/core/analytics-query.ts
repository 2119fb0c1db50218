import { z } from 'zod';

export const MAX_ANALYTICS_DAYS = 365;

/** `?days=N` of the analytics calls: a whole number of days from 1 to 365, today included. */
export const analyticsQuerySchema = z.object({
  days: z
    .string({ error: `days is required: a whole number from 1 to ${MAX_ANALYTICS_DAYS}` })
    .regex(/^\d{1,3}$/, { error: `days must be a whole number from 1 to ${MAX_ANALYTICS_DAYS}` })
    .transform(Number)
    .refine((days) => days >= 1 && days <= MAX_ANALYTICS_DAYS, {
      error: `days must be a whole number from 1 to ${MAX_ANALYTICS_DAYS}`,
    }),
});

/** The answers' items (GET /api/analytics/pain-trends and /symptom-frequency). */
export type { PainTrendPoint, SymptomCount } from './analytics-series';

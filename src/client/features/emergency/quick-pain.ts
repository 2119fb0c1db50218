import type { DatedEntryPayload } from '@core/journal';

export const QUICK_PAIN_NOTE = 'Quick pain entry';

/** The POST /api/journal-entries body for a quick pain log on `date` (yyyy-MM-dd). */
export function quickPainPayload(painLevel: number, date: string): DatedEntryPayload {
  return { kind: 'quick', date, painLevel, notes: QUICK_PAIN_NOTE };
}

/** The success toast's description. */
export function quickPainLoggedText(painLevel: number): string {
  return `Pain ${painLevel}/10 recorded.`;
}

import { z } from 'zod';
import { analyticsQuerySchema } from '../analytics-query';

/**
 * GET /api/export/fhir: what the client asks for and the server answers with, apart from the
 * bundle builder so the download button loads no more than it needs.
 */

export const FHIR_EXPORT_URL = '/api/export/fhir';
export const FHIR_CONTENT_TYPE = 'application/fhir+json; charset=utf-8';

export const fhirFileName = (date: string) => `cairn-${date}-fhir.json`;

/**
 * `?days=N` as the analytics calls take it, and `includeNotes=true` when the person ticked
 * "Include notes" (the journal's own words stay out of the file otherwise).
 */
export const fhirExportQuerySchema = analyticsQuerySchema.extend({
  includeNotes: z
    .enum(['true', 'false'], { error: 'includeNotes must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type FhirExportQuery = z.output<typeof fhirExportQuerySchema>;

export function fhirExportUrl({ days, includeNotes }: FhirExportQuery): string {
  const query = new URLSearchParams({ days: String(days) });
  if (includeNotes) query.set('includeNotes', 'true');
  return `${FHIR_EXPORT_URL}?${query.toString()}`;
}

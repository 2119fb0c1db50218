import { CAIRN_FHIR } from './cairn-fhir';
import { CRISISCORE_FHIR } from './crisiscore-fhir';
import { CRISISCORE_JSON } from './crisiscore-json';
import type { JsonFormat } from './types';

/**
 * The JSON files of other apps (and Cairn's own FHIR export) the import reads. Cairn's own JSON
 * export ("format": "cairn-export") is read by the export's import (data-import.ts), not here.
 * Cairn's FHIR comes first: a CrisisCore bundle never carries Cairn's marks, but a test of
 * CrisisCore's shape is looser.
 */
export const JSON_FORMATS: readonly JsonFormat[] = [CAIRN_FHIR, CRISISCORE_FHIR, CRISISCORE_JSON];

/** The format of a parsed JSON document, or null when none of them reads it. */
export function detectJsonFormat(document: unknown): JsonFormat | null {
  return JSON_FORMATS.find((format) => format.matches(document)) ?? null;
}

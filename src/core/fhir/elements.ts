import { OBSERVATION_CATEGORY, type CodeDefinition } from './codes';
import type { CodeableConcept, Reference } from './types';

/** Elements every resource builder of the export shares. */

/** Resources refer to each other by `urn:uuid:` full URLs, as a collection without a server does. */
export const urn = (id: string) => `urn:uuid:${id}`;
export const referenceTo = (id: string): Reference => ({ reference: urn(id) });

/** A concept with one coding, and the words a person reads. */
export function concept(system: string, definition: CodeDefinition, text: string): CodeableConcept {
  return { coding: [{ system, ...definition }], text };
}

/** Every Observation here is something the person reported about themselves. */
export const SURVEY: CodeableConcept = {
  coding: [{ system: OBSERVATION_CATEGORY, code: 'survey', display: 'Survey' }],
};

import { CAIRN_SOURCE, PAIN_SEVERITY, PEG_SCORE } from './fhir/codes';
import { referenceTo, urn } from './fhir/elements';
import { entryObservations } from './fhir/entry-observations';
import { medicationAdministration, medicationStatement } from './fhir/medication-resources';
import { pegObservation } from './fhir/peg-observation';
import type {
  FhirBundle,
  FhirDoseInput,
  FhirMedicationInput,
  FhirPatient,
  FhirResource,
} from './fhir/types';
import type { JournalEntry } from './journal';
import type { PegCheckin } from './peg';
import type { ApiUser } from './user';

/**
 * The person's record of a period as a FHIR R4 Bundle (type "collection") for a clinic system:
 * a Patient; each journal entry as Observations (overall pain, pain per body site, sleep, mood,
 * stress, energy, symptoms, and the journal's text when asked for); one PEG Observation per
 * weekly check-in; each medication as a MedicationStatement followed by its doses as
 * MedicationAdministrations. docs/decisions/0026-fhir-export.md gives the shapes and codes.
 */

export {
  FHIR_CONTENT_TYPE,
  FHIR_EXPORT_URL,
  fhirExportQuerySchema,
  fhirExportUrl,
  fhirFileName,
} from './fhir/export-request';
export { PEG_ITEM_LOINC } from './fhir/codes';
export type * from './fhir/types';

export const PAIN_SEVERITY_LOINC = PAIN_SEVERITY.code;
export const PAIN_SEVERITY_DISPLAY = PAIN_SEVERITY.display;
export const PEG_SCORE_LOINC = PEG_SCORE.code;
export const PEG_SCORE_DISPLAY = PEG_SCORE.display;

function patientOf(user: ApiUser): FhirPatient {
  const given = user.firstName?.trim();
  const family = user.lastName?.trim();
  const text = [given, family].filter(Boolean).join(' ');
  return {
    resourceType: 'Patient',
    id: user.id,
    active: true,
    ...(text
      ? {
          name: [
            {
              use: 'usual' as const,
              text,
              ...(family ? { family } : {}),
              ...(given ? { given: [given] } : {}),
            },
          ],
        }
      : {}),
    telecom: [{ system: 'email', value: user.email }],
  };
}

export interface FhirBundleInput {
  bundleId: string;
  user: ApiUser;
  entries: readonly JournalEntry[];
  pegCheckins: readonly PegCheckin[];
  medications: readonly FhirMedicationInput[];
  /** Doses of those medications; a dose of a medication not given is left out. */
  doses: readonly FhirDoseInput[];
  /** The journal text and all free-text notes go out only when the person ticked it. */
  includeNotes: boolean;
  generatedAt: Date;
  /** Ids (UUIDs) for the Observations an entry adds besides its overall pain. */
  newId: () => string;
}

export function buildFhirBundle({
  bundleId,
  user,
  entries,
  pegCheckins,
  medications,
  doses,
  includeNotes,
  generatedAt,
  newId,
}: FhirBundleInput): FhirBundle {
  const patient = patientOf(user);
  const subject = referenceTo(patient.id);
  const context = { subject, includeNotes };
  const resources: FhirResource[] = [
    patient,
    ...entries.flatMap((entry) =>
      entryObservations(entry, { ...context, timeZone: user.timeZone, newId }),
    ),
    ...pegCheckins.map((checkin) => pegObservation(checkin, subject)),
    ...medications.flatMap((medication) => {
      const own = doses.filter((dose) => dose.medicationId === medication.id);
      return [
        medicationStatement(medication, own, context),
        ...own.map((dose) => medicationAdministration(dose, medication, context)),
      ];
    }),
  ];
  return {
    resourceType: 'Bundle',
    id: bundleId,
    meta: { source: CAIRN_SOURCE },
    type: 'collection',
    timestamp: generatedAt.toISOString(),
    entry: resources.map((resource) => ({ fullUrl: urn(resource.id), resource })),
  };
}

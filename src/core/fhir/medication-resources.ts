import { FREQUENCY_LABELS } from '../medication-labels';
import { FREQUENCY_TIMING, TIMING_ABBREVIATION } from './codes';
import { referenceTo } from './elements';
import type {
  FhirDosage,
  FhirDoseInput,
  FhirMedicationAdministration,
  FhirMedicationInput,
  FhirMedicationStatement,
  Reference,
} from './types';

/**
 * Medications as MedicationStatements and their logged doses as MedicationAdministrations. A
 * statement lists its doses as `derivedFrom` (the logs are what the statement rests on), so a
 * reader knows which medication a dose was of without matching names.
 */

export interface MedicationExportContext {
  subject: Reference;
  /** Free-text notes go out only when the person asked for them. */
  includeNotes: boolean;
}

const notesOf = (text: string | null, includeNotes: boolean) =>
  includeNotes && text ? { note: [{ text }] } : {};

/** "300 mg, three times daily", with the frequency also as a code a system can act on. */
function dosageOf(medication: FhirMedicationInput): FhirDosage {
  const { frequency } = medication;
  const label = FREQUENCY_LABELS[frequency];
  return {
    text: `${medication.dosage}, ${label.toLowerCase()}`,
    ...(frequency === 'as-needed'
      ? { asNeededBoolean: true }
      : {
          timing: {
            code: {
              coding: [{ system: TIMING_ABBREVIATION, ...FREQUENCY_TIMING[frequency] }],
              text: label,
            },
          },
        }),
    ...(medication.instructions ? { patientInstruction: medication.instructions } : {}),
  };
}

export function medicationStatement(
  medication: FhirMedicationInput,
  doses: readonly FhirDoseInput[],
  { subject, includeNotes }: MedicationExportContext,
): FhirMedicationStatement {
  return {
    resourceType: 'MedicationStatement',
    id: medication.id,
    status: medication.isActive ? 'active' : 'stopped',
    medicationCodeableConcept: { text: medication.name },
    subject,
    effectivePeriod: {
      start: medication.startDate,
      ...(medication.endDate ? { end: medication.endDate } : {}),
    },
    dateAsserted: medication.createdAt,
    ...(doses.length > 0 ? { derivedFrom: doses.map((dose) => referenceTo(dose.id)) } : {}),
    ...(medication.purposes.length > 0
      ? { reasonCode: medication.purposes.map((text) => ({ text })) }
      : {}),
    dosage: [dosageOf(medication)],
    ...notesOf(medication.notes, includeNotes),
  };
}

/** A dose taken, or skipped with its reason; the dosage is the one actually taken, if logged. */
export function medicationAdministration(
  dose: FhirDoseInput,
  medication: FhirMedicationInput,
  { subject, includeNotes }: MedicationExportContext,
): FhirMedicationAdministration {
  return {
    resourceType: 'MedicationAdministration',
    id: dose.id,
    status: dose.skipped ? 'not-done' : 'completed',
    ...(dose.skipped && dose.skipReason ? { statusReason: [{ text: dose.skipReason }] } : {}),
    medicationCodeableConcept: { text: medication.name },
    subject,
    effectiveDateTime: dose.takenAt,
    ...(dose.dosageActual ? { dosage: { text: dose.dosageActual } } : {}),
    ...notesOf(dose.notes, includeNotes),
  };
}

import type { Frequency } from '../medication-labels';

/**
 * The FHIR R4 shapes the export writes (only the elements it uses), and what it is given about
 * medications and doses.
 */

export interface Coding {
  system: string;
  code: string;
  display?: string;
}
export interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}
export interface Reference {
  reference: string;
}
export interface Quantity {
  value: number;
  unit: string;
  system: string;
  code: string;
}
export interface Annotation {
  text: string;
}

export interface FhirPatient {
  resourceType: 'Patient';
  id: string;
  active: boolean;
  name?: Array<{ use: 'usual'; text: string; family?: string; given?: string[] }>;
  telecom: Array<{ system: 'email'; value: string }>;
}

interface FhirObservationBase {
  resourceType: 'Observation';
  id: string;
  status: 'final';
  category: CodeableConcept[];
  code: CodeableConcept;
  subject: Reference;
  effectiveDateTime: string;
}

/**
 * One thing a journal entry records. The entry's overall pain is the Observation that carries
 * the entry (its kind as a second category, when it was saved as `issued`, its last change as
 * meta.lastUpdated) and lists the entry's other Observations as `hasMember`.
 */
export interface FhirEntryObservation extends FhirObservationBase {
  meta?: { lastUpdated: string };
  issued?: string;
  valueInteger?: number;
  valueQuantity?: Quantity;
  valueString?: string;
  valueCodeableConcept?: CodeableConcept;
  interpretation?: CodeableConcept[];
  bodySite?: CodeableConcept;
  hasMember?: Reference[];
}

/** A week's PEG check-in: the mean score, with the three answers as components. */
export interface FhirPegObservation extends FhirObservationBase {
  valueQuantity: Quantity;
  component: Array<{ code: CodeableConcept; valueInteger: number }>;
}

export type FhirObservation = FhirEntryObservation | FhirPegObservation;

export interface FhirDosage {
  text: string;
  timing?: { code: CodeableConcept };
  asNeededBoolean?: boolean;
  patientInstruction?: string;
}

export interface FhirMedicationStatement {
  resourceType: 'MedicationStatement';
  id: string;
  status: 'active' | 'stopped';
  medicationCodeableConcept: { text: string };
  subject: Reference;
  effectivePeriod: { start: string; end?: string };
  /** When the medication was added to Cairn. */
  dateAsserted: string;
  /** The doses logged for it in the period (MedicationAdministrations). */
  derivedFrom?: Reference[];
  /** What it is taken for. */
  reasonCode?: Array<{ text: string }>;
  dosage: FhirDosage[];
  note?: Annotation[];
}

export interface FhirMedicationAdministration {
  resourceType: 'MedicationAdministration';
  id: string;
  status: 'completed' | 'not-done';
  statusReason?: Array<{ text: string }>;
  medicationCodeableConcept: { text: string };
  subject: Reference;
  effectiveDateTime: string;
  dosage?: { text: string };
  note?: Annotation[];
}

export type FhirResource =
  FhirPatient | FhirObservation | FhirMedicationStatement | FhirMedicationAdministration;

export interface FhirBundle {
  resourceType: 'Bundle';
  id: string;
  meta: { source: string };
  type: 'collection';
  timestamp: string;
  entry: Array<{ fullUrl: string; resource: FhirResource }>;
}

/** A medication as the export needs it (the fields of a stored medication it carries). */
export interface FhirMedicationInput {
  id: string;
  name: string;
  dosage: string;
  frequency: Frequency;
  isActive: boolean;
  startDate: string;
  endDate: string | null;
  instructions: string | null;
  purposes: string[];
  notes: string | null;
  createdAt: string;
}

/** A dose log as the export needs it. */
export interface FhirDoseInput {
  id: string;
  medicationId: string;
  takenAt: string;
  skipped: boolean;
  skipReason: string | null;
  dosageActual: string | null;
  notes: string | null;
}

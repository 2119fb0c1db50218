import { bodyPartName } from './body-parts';
import type { JournalEntry } from './journal';
import { FREQUENCY_LABELS } from './medication-labels';
import type { DetailedMedication } from './medications';
import type { ApiUser } from './user';

/**
 * The user's record as a FHIR R4 Bundle (type "collection") for a clinic system: a Patient, one
 * pain-severity Observation per journal entry and one MedicationStatement per medication.
 * Resources refer to each other by `urn:uuid:` full URLs, as a collection without a server does.
 */

export const FHIR_EXPORT_URL = '/api/export/fhir';
export const FHIR_CONTENT_TYPE = 'application/fhir+json; charset=utf-8';
export const PAIN_SEVERITY_LOINC = '72514-3';
export const PAIN_SEVERITY_DISPLAY =
  'Pain severity - 0-10 verbal numeric rating [Score] - Reported';

export const fhirFileName = (date: string) => `cairn-${date}-fhir.json`;

type Reference = { reference: string };

export interface FhirPatient {
  resourceType: 'Patient';
  id: string;
  active: boolean;
  name?: Array<{ use: 'usual'; text: string; family?: string; given?: string[] }>;
  telecom: Array<{ system: 'email'; value: string }>;
}

export interface FhirObservation {
  resourceType: 'Observation';
  id: string;
  status: 'final';
  category: Array<{ coding: Array<{ system: string; code: string; display: string }> }>;
  code: { coding: Array<{ system: string; code: string; display: string }>; text: string };
  subject: Reference;
  effectiveDateTime: string;
  valueInteger: number;
  bodySite?: { text: string };
}

export interface FhirMedicationStatement {
  resourceType: 'MedicationStatement';
  id: string;
  status: 'active' | 'stopped';
  medicationCodeableConcept: { text: string };
  subject: Reference;
  effectivePeriod: { start: string };
  dosage: Array<{ text: string }>;
  note?: Array<{ text: string }>;
}

export type FhirResource = FhirPatient | FhirObservation | FhirMedicationStatement;

export interface FhirBundle {
  resourceType: 'Bundle';
  id: string;
  type: 'collection';
  timestamp: string;
  entry: Array<{ fullUrl: string; resource: FhirResource }>;
}

const urn = (id: string) => `urn:uuid:${id}`;

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

/**
 * A day's journal describes that day, so its date is the effective time; a quick or emergency
 * log describes the moment it was saved.
 */
function effectiveTime(entry: JournalEntry): string {
  return entry.kind === 'journal' ? entry.date : entry.createdAt;
}

function observationOf(entry: JournalEntry, patient: Reference): FhirObservation {
  // R4 allows one bodySite, so several locations share its text.
  const sites = entry.painLocations.map((location) => bodyPartName(location.bodyPart));
  return {
    resourceType: 'Observation',
    id: entry.id,
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'survey',
            display: 'Survey',
          },
        ],
      },
    ],
    code: {
      coding: [
        { system: 'http://loinc.org', code: PAIN_SEVERITY_LOINC, display: PAIN_SEVERITY_DISPLAY },
      ],
      text: 'Pain severity (0-10)',
    },
    subject: patient,
    effectiveDateTime: effectiveTime(entry),
    valueInteger: Math.round(entry.painLevel),
    ...(sites.length > 0 ? { bodySite: { text: sites.join(', ') } } : {}),
  };
}

function statementOf(medication: DetailedMedication, patient: Reference): FhirMedicationStatement {
  const dosage = `${medication.dosage}, ${FREQUENCY_LABELS[medication.frequency].toLowerCase()}`;
  return {
    resourceType: 'MedicationStatement',
    id: medication.id,
    status: medication.isActive ? 'active' : 'stopped',
    medicationCodeableConcept: { text: medication.name },
    subject: patient,
    effectivePeriod: { start: medication.startDate },
    dosage: [{ text: medication.instructions ? `${dosage}. ${medication.instructions}` : dosage }],
    ...(medication.purposes.length > 0
      ? { note: [{ text: `Taken for: ${medication.purposes.join(', ')}` }] }
      : {}),
  };
}

export function buildFhirBundle({
  bundleId,
  user,
  entries,
  medications,
  generatedAt,
}: {
  bundleId: string;
  user: ApiUser;
  entries: readonly JournalEntry[];
  medications: readonly DetailedMedication[];
  generatedAt: Date;
}): FhirBundle {
  const patient = patientOf(user);
  const subject = { reference: urn(patient.id) };
  const resources: FhirResource[] = [
    patient,
    ...entries.map((entry) => observationOf(entry, subject)),
    ...medications.map((medication) => statementOf(medication, subject)),
  ];
  return {
    resourceType: 'Bundle',
    id: bundleId,
    type: 'collection',
    timestamp: generatedAt.toISOString(),
    entry: resources.map((resource) => ({ fullUrl: urn(resource.id), resource })),
  };
}

import { bodyPartName } from './body-parts';
import type { JournalEntry } from './journal';
import { FREQUENCY_LABELS } from './medication-labels';
import type { DetailedMedication } from './medications';
import { PEG_ITEMS, type PegCheckin, type PegItem } from './peg';
import type { ApiUser } from './user';

/**
 * The user's record as a FHIR R4 Bundle (type "collection") for a clinic system: a Patient, one
 * pain-severity Observation per journal entry, one PEG Observation per weekly check-in and one
 * MedicationStatement per medication. Resources refer to each other by `urn:uuid:` full URLs, as
 * a collection without a server does.
 */

export const FHIR_EXPORT_URL = '/api/export/fhir';
export const FHIR_CONTENT_TYPE = 'application/fhir+json; charset=utf-8';
export const PAIN_SEVERITY_LOINC = '72514-3';
export const PAIN_SEVERITY_DISPLAY =
  'Pain severity - 0-10 verbal numeric rating [Score] - Reported';

/**
 * The PEG check-in (docs/decisions/0024): the mean score is the Observation's value and the
 * three answers are its components, each with the LOINC code of its question.
 */
export const PEG_SCORE_LOINC = '91147-9';
export const PEG_SCORE_DISPLAY = 'Mean score [PEG]';
export const PEG_ITEM_LOINC: Record<PegItem, { code: string; display: string }> = {
  pain: {
    code: '75893-8',
    display: 'What number best describes your pain on average in the past week?',
  },
  enjoyment: {
    code: '91145-3',
    display:
      'What number best describes how, during the past week, pain has interfered with your enjoyment of life?',
  },
  activity: {
    code: '91146-1',
    display:
      'What number best describes how, during the past week, pain has interfered with your general activity?',
  },
};

export const fhirFileName = (date: string) => `cairn-${date}-fhir.json`;

type Reference = { reference: string };

export interface FhirPatient {
  resourceType: 'Patient';
  id: string;
  active: boolean;
  name?: Array<{ use: 'usual'; text: string; family?: string; given?: string[] }>;
  telecom: Array<{ system: 'email'; value: string }>;
}

type Coding = { system: string; code: string; display: string };
type CodeableConcept = { coding: Coding[]; text: string };

interface FhirObservationBase {
  resourceType: 'Observation';
  id: string;
  status: 'final';
  category: Array<{ coding: Coding[] }>;
  code: CodeableConcept;
  subject: Reference;
  effectiveDateTime: string;
}

/** A journal entry's pain level. */
export interface FhirPainObservation extends FhirObservationBase {
  valueInteger: number;
  bodySite?: { text: string };
}

/** A week's PEG check-in: the mean score, with the three answers as components. */
export interface FhirPegObservation extends FhirObservationBase {
  valueQuantity: { value: number; unit: string; system: string; code: string };
  component: Array<{ code: CodeableConcept; valueInteger: number }>;
}

export type FhirObservation = FhirPainObservation | FhirPegObservation;

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
const LOINC = 'http://loinc.org';
const UCUM = 'http://unitsofmeasure.org';

/** Every Observation here is something the person reported about themselves. */
const SURVEY = [
  {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/observation-category',
        code: 'survey',
        display: 'Survey',
      },
    ],
  },
];

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

function observationOf(entry: JournalEntry, patient: Reference): FhirPainObservation {
  // R4 allows one bodySite, so several locations share its text.
  const sites = entry.painLocations.map((location) => bodyPartName(location.bodyPart));
  return {
    resourceType: 'Observation',
    id: entry.id,
    status: 'final',
    category: SURVEY,
    code: {
      coding: [{ system: LOINC, code: PAIN_SEVERITY_LOINC, display: PAIN_SEVERITY_DISPLAY }],
      text: 'Pain severity (0-10)',
    },
    subject: patient,
    effectiveDateTime: effectiveTime(entry),
    valueInteger: Math.round(entry.painLevel),
    ...(sites.length > 0 ? { bodySite: { text: sites.join(', ') } } : {}),
  };
}

const PEG_ITEM_TEXT: Record<PegItem, string> = {
  pain: 'Average pain in the past week (0-10)',
  enjoyment: 'Pain interference with enjoyment of life in the past week (0-10)',
  activity: 'Pain interference with general activity in the past week (0-10)',
};

/**
 * A PEG score is a mean to one decimal, so it is a Quantity in the UCUM unit for scores; the
 * answers are whole numbers. The time is when the person answered, not the week's Monday.
 */
function pegObservationOf(checkin: PegCheckin, patient: Reference): FhirPegObservation {
  const item = (key: PegItem) => ({
    code: { coding: [{ system: LOINC, ...PEG_ITEM_LOINC[key] }], text: PEG_ITEM_TEXT[key] },
    valueInteger: checkin[key],
  });
  return {
    resourceType: 'Observation',
    id: checkin.id,
    status: 'final',
    category: SURVEY,
    code: {
      coding: [{ system: LOINC, code: PEG_SCORE_LOINC, display: PEG_SCORE_DISPLAY }],
      text: `PEG score (pain, enjoyment of life, general activity), week ${checkin.week}`,
    },
    subject: patient,
    effectiveDateTime: checkin.answeredAt,
    valueQuantity: { value: checkin.score, unit: '{score}', system: UCUM, code: '{score}' },
    component: PEG_ITEMS.map(item),
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
  pegCheckins,
  medications,
  generatedAt,
}: {
  bundleId: string;
  user: ApiUser;
  entries: readonly JournalEntry[];
  pegCheckins: readonly PegCheckin[];
  medications: readonly DetailedMedication[];
  generatedAt: Date;
}): FhirBundle {
  const patient = patientOf(user);
  const subject = { reference: urn(patient.id) };
  const resources: FhirResource[] = [
    patient,
    ...entries.map((entry) => observationOf(entry, subject)),
    ...pegCheckins.map((checkin) => pegObservationOf(checkin, subject)),
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

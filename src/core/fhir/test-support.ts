import { Fhir } from 'fhir';
import { BODY_PARTS } from '../body-parts';
import { EMPTY_ENTRY_FIELDS, type JournalEntry } from '../journal';
import { pegScore, type PegCheckin } from '../peg';
import type { ApiUser } from '../user';
import type { FhirDoseInput, FhirMedicationInput } from './types';
import type { FhirBundle } from './types';

/**
 * For the export's tests (here, in import-formats/ and on the server): the R4 validator, and a
 * record with every field the export carries filled in.
 */

const validator = new Fhir();

export interface FhirFinding {
  severity: string;
  location: string;
  message: string;
}

/**
 * What the `fhir` package's R4 validator says of a resource or bundle, an unexpected property
 * counting as an error (so a misspelt element cannot pass).
 */
export function fhirFindings(resource: object): FhirFinding[] {
  const { messages } = validator.validate(resource, { errorOnUnexpected: true });
  return messages.map((message) => ({
    severity: message.severity ?? '',
    location: message.location ?? '',
    message: message.message ?? '',
  }));
}

export const fhirErrors = (resource: object) =>
  fhirFindings(resource).filter((finding) => finding.severity === 'error');

export const TEST_USER: ApiUser = {
  id: '7f1c6a52-3a77-4f7e-9c4c-0b4f5e7f4d11',
  email: 'jo@example.test',
  firstName: 'Jo',
  lastName: 'Marsh',
  profileImageUrl: null,
  isAdmin: false,
  subscriptionType: 'free',
  subscriptionStatus: 'active',
  subscriptionEndsAt: null,
  timeZone: 'Europe/Berlin',
  createdAt: '2026-01-01T10:00:00.000Z',
};

/** UUIDs in order: 00000000-0000-4000-8000-000000000001, ...002, ... */
export function sequentialIds(prefix = '00000000'): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-0000-4000-8000-${String(next).padStart(12, '0')}`;
  };
}

export function journalEntry(
  fields: Partial<JournalEntry> & Pick<JournalEntry, 'id' | 'date' | 'createdAt'>,
): JournalEntry {
  return {
    ...EMPTY_ENTRY_FIELDS,
    kind: 'journal',
    updatedAt: fields.createdAt,
    ...fields,
  };
}

/** Intensities 1 to 10 over and over, one for each of the 26 body chart parts. */
export const EVERY_BODY_PART = BODY_PARTS.map((part, index) => ({
  bodyPart: part.key,
  intensity: (index % 10) + 1,
}));

/** A day's journal with every field the export carries, all 26 body parts among them. */
export const FULL_JOURNAL = journalEntry({
  id: 'e0000000-0000-4000-8000-000000000001',
  date: '2026-11-20',
  createdAt: '2026-11-20T21:15:00.000Z',
  updatedAt: '2026-11-20T21:40:00.000Z',
  painLevel: 6,
  painLocations: EVERY_BODY_PART,
  sleepHours: 6.5,
  sleepQuality: 4,
  moodLevel: 2,
  stressLevel: 7,
  energyLevel: 3,
  symptoms: ['Fatigue', 'Nausea', 'Pins and needles'],
  journalEntry: 'A long day. The walk to the shop was too much.',
  notes: 'Try the heat pad before bed.',
});

/** A quick log in the morning, logged and sent at once. */
export const QUICK_LOG = journalEntry({
  id: 'e0000000-0000-4000-8000-000000000002',
  kind: 'quick',
  date: '2026-11-21',
  createdAt: '2026-11-21T09:30:00.000Z',
  painLevel: 8,
  painLocations: [{ bodyPart: 'lowerBack', intensity: 8 }],
});

/** An emergency log of the 21st that reached the server after midnight. */
export const LATE_EMERGENCY_LOG = journalEntry({
  id: 'e0000000-0000-4000-8000-000000000003',
  kind: 'emergency',
  date: '2026-11-21',
  createdAt: '2026-11-22T01:10:00.000Z',
  painLevel: 9,
  symptoms: ['Dizziness'],
});

export const GABAPENTIN: FhirMedicationInput = {
  id: 'a1000000-0000-4000-8000-000000000001',
  name: 'Gabapentin',
  dosage: '300 mg',
  frequency: 'three-times-daily',
  isActive: true,
  startDate: '2026-09-01',
  endDate: null,
  instructions: 'Take with food',
  purposes: ['Nerve pain', 'Sleep'],
  notes: 'Makes me drowsy in the afternoon.',
  createdAt: '2026-09-01T08:00:00.000Z',
};

export const NAPROXEN: FhirMedicationInput = {
  id: 'a1000000-0000-4000-8000-000000000002',
  name: 'Naproxen',
  dosage: '250 mg',
  frequency: 'as-needed',
  isActive: false,
  startDate: '2026-10-01',
  endDate: '2026-11-21',
  instructions: null,
  purposes: [],
  notes: null,
  createdAt: '2026-10-01T12:00:00.000Z',
};

export const DOSES: FhirDoseInput[] = [
  {
    id: 'd1000000-0000-4000-8000-000000000001',
    medicationId: GABAPENTIN.id,
    takenAt: '2026-11-20T08:05:00.000Z',
    skipped: false,
    skipReason: null,
    dosageActual: '600 mg',
    notes: 'Doubled up after a bad night.',
  },
  {
    id: 'd1000000-0000-4000-8000-000000000002',
    medicationId: GABAPENTIN.id,
    takenAt: '2026-11-20T14:00:00.000Z',
    skipped: true,
    skipReason: 'Felt too drowsy',
    dosageActual: null,
    notes: null,
  },
  {
    id: 'd1000000-0000-4000-8000-000000000003',
    medicationId: NAPROXEN.id,
    takenAt: '2026-11-21T10:00:00.000Z',
    skipped: false,
    skipReason: null,
    dosageActual: null,
    notes: null,
  },
];

export function pegCheckin(
  id: string,
  week: string,
  monday: string,
  answers: { pain: number; enjoyment: number; activity: number },
  answeredAt: string,
): PegCheckin {
  return { id, week, weekStart: monday, ...answers, score: pegScore(answers), answeredAt };
}

/**
 * A bundle with its ids, full URLs and references replaced by the position of the resource
 * they name, and without its own id and timestamp: what two exports of the same record share.
 */
export function comparable(bundle: FhirBundle): unknown {
  const position = new Map<string, string>();
  bundle.entry.forEach((entry, index) => {
    position.set(entry.fullUrl, `#${index}`);
    position.set(entry.resource.id, `#${index}`);
  });
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    }
    if (typeof value === 'string' && ['id', 'fullUrl', 'reference'].includes(key ?? '')) {
      return position.get(value) ?? `unknown ${value}`;
    }
    return value;
  };
  return walk({ ...bundle, id: null, timestamp: null });
}

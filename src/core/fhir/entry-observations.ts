import { bodyPartName } from '../body-parts';
import type { JournalEntry, PainLocation } from '../journal';
import { moodLabel, painDescriptor } from '../pain-scale';
import { BODY_SITE_CODES } from './body-sites';
import {
  CAIRN_JOURNAL,
  CAIRN_RATINGS,
  CAIRN_TEXTS,
  ENTRY_KIND_CODES,
  LOINC,
  PAIN_SEVERITY,
  SLEEP_DURATION,
  SNOMED,
  SYMPTOM,
  UCUM,
  type RatingField,
  type TextField,
} from './codes';
import { entryEffectiveTime } from './effective-time';
import { concept, referenceTo, SURVEY } from './elements';
import type { CodeableConcept, FhirEntryObservation, Reference } from './types';

/**
 * A journal entry as Observations: its overall pain, which carries the entry, and one
 * Observation for each other thing it records, listed by the first as `hasMember`
 * (docs/decisions/0026-fhir-export.md explains the shape).
 */

export interface EntryExportContext {
  subject: Reference;
  /** The person's IANA zone: times are written in it, so their dates are the person's days. */
  timeZone: string;
  /** The journal text and notes go out only when the person asked for them. */
  includeNotes: boolean;
  /** Ids for the Observations an entry adds (the entry's own id goes to its pain). */
  newId: () => string;
}

type ObservationValue = Omit<
  FhirEntryObservation,
  'resourceType' | 'id' | 'status' | 'category' | 'code' | 'subject' | 'effectiveDateTime'
>;

const PAIN_TEXT = 'Pain severity (0-10)';
const RATING_TEXT: Record<RatingField, string> = {
  sleepQuality: 'Sleep quality (0-10)',
  moodLevel: 'Mood (1-5)',
  stressLevel: 'Stress (0-10)',
  energyLevel: 'Energy (0-10)',
};
const RATING_FIELDS = Object.keys(CAIRN_RATINGS) as RatingField[];
const TEXT_FIELDS = Object.keys(CAIRN_TEXTS) as TextField[];

const painCode = () => concept(LOINC, PAIN_SEVERITY, PAIN_TEXT);

/** The words for a pain value come from the pain scale, as everywhere else in Cairn. */
const painWords = (level: number): CodeableConcept[] => [{ text: painDescriptor(level) }];

function bodySiteOf(location: PainLocation): CodeableConcept {
  const site = BODY_SITE_CODES[location.bodyPart];
  const text = bodyPartName(location.bodyPart);
  return site ? concept(SNOMED, site, text) : { text };
}

/** The entry's parts other than its overall pain, each as [code, value]. */
function memberParts(
  entry: JournalEntry,
  includeNotes: boolean,
): Array<[CodeableConcept, ObservationValue]> {
  const parts: Array<[CodeableConcept, ObservationValue]> = entry.painLocations.map((location) => [
    painCode(),
    {
      bodySite: bodySiteOf(location),
      valueInteger: location.intensity,
      interpretation: painWords(location.intensity),
    },
  ]);
  if (entry.sleepHours !== null) {
    parts.push([
      concept(LOINC, SLEEP_DURATION, 'Sleep duration (hours)'),
      { valueQuantity: { value: entry.sleepHours, unit: 'h', system: UCUM, code: 'h' } },
    ]);
  }
  for (const field of RATING_FIELDS) {
    const value = entry[field];
    if (value === null) continue;
    parts.push([
      concept(CAIRN_JOURNAL, CAIRN_RATINGS[field], RATING_TEXT[field]),
      {
        valueInteger: value,
        ...(field === 'moodLevel' ? { interpretation: [{ text: moodLabel(value) }] } : {}),
      },
    ]);
  }
  for (const symptom of entry.symptoms) {
    parts.push([concept(LOINC, SYMPTOM, 'Symptom'), { valueCodeableConcept: { text: symptom } }]);
  }
  if (includeNotes) {
    for (const field of TEXT_FIELDS) {
      const text = entry[field];
      if (!text) continue;
      parts.push([
        concept(CAIRN_JOURNAL, CAIRN_TEXTS[field], CAIRN_TEXTS[field].display),
        { valueString: text },
      ]);
    }
  }
  return parts;
}

export function entryObservations(
  entry: JournalEntry,
  { subject, timeZone, includeNotes, newId }: EntryExportContext,
): FhirEntryObservation[] {
  const effectiveDateTime = entryEffectiveTime(entry, timeZone);
  const observation = (
    id: string,
    category: CodeableConcept[],
    code: CodeableConcept,
    value: ObservationValue,
  ): FhirEntryObservation => ({
    resourceType: 'Observation',
    id,
    status: 'final',
    category,
    code,
    subject,
    effectiveDateTime,
    ...value,
  });
  const members = memberParts(entry, includeNotes).map(([code, value]) =>
    observation(newId(), [SURVEY], code, value),
  );
  const kind = ENTRY_KIND_CODES[entry.kind];
  const pain = observation(
    entry.id,
    [SURVEY, { coding: [{ system: CAIRN_JOURNAL, ...kind }], text: kind.display }],
    painCode(),
    {
      meta: { lastUpdated: entry.updatedAt },
      issued: entry.createdAt,
      valueInteger: entry.painLevel,
      interpretation: painWords(entry.painLevel),
      ...(members.length > 0 ? { hasMember: members.map((member) => referenceTo(member.id)) } : {}),
    },
  );
  return [pain, ...members];
}

import { LOINC } from '../fhir/codes';
import {
  bundleItems,
  conceptText,
  hasCoding,
  isBundle,
  isObject,
  listOf,
  resourceTypeOf,
  textOf,
  textsOf,
  type BundleItem,
  type JsonObject,
} from '../fhir/read-bundle';
import {
  APP,
  level,
  writeReadings,
  type CrisisCoreMedication,
  type CrisisCoreReading,
  type ReadingResult,
} from './crisiscore-json';
import type { ImportOptions, ImportSink, JsonFormat } from './types';

/**
 * The FHIR export of CrisisCore's open-source pain tracker (CrisisCore-Systems/pain-tracker).
 * Two writers are read:
 *
 * - `exportToFHIR` (src/utils/pain-tracker/export.ts) and ClinicalAdapter.generateFhirExport
 *   (src/services/clinical/ClinicalAdapter.ts) put each entry through
 *   FhirMapper.toGenericBundle (src/services/clinical/FhirMapper.ts) and flatten the results
 *   into one collection Bundle: per entry an Observation `pain-{id}` (LOINC 72514-3,
 *   valueInteger), one `loc-{id}-{n}` per location (SNOMED 364564000 with bodySite.text), a
 *   `sym-{id}` with the symptoms as notes, a ClinicalImpression `note-{id}` whose summary is
 *   the notes (left out without includeNotes), a `func-{id}` (LOINC 54506-1) whose valueString
 *   is "Limited: walking; Assistance: cane", and a MedicationStatement per current medication
 *   (no id; dateAsserted is the entry's timestamp; dosage.text is "{dosage} {frequency}").
 *   Resources carry no fullUrl: an entry's are known by the id they share, and a medication
 *   belongs to the entry written just before it at its dateAsserted.
 * - FHIRService.painEntriesToFHIRBundle (src/services/FHIRService.ts, the clinic dashboard's
 *   export): one Observation per entry (LOINC 72133-2, valueQuantity) at fullUrl
 *   `urn:uuid:pain-observation-{id}`, its locations as bodySite texts, and components for
 *   symptoms (SNOMED 404684003, joined with ", "), limited activities, sleep quality
 *   (LOINC 72170-4) and mood impact, its notes as note.
 *
 * What each value becomes in Cairn, and how a day's entries are told apart, is the JSON
 * reader's (crisiscore-json.ts, writeReadings): both exports carry the same PainEntry.
 */

const FORMAT = 'CrisisCore FHIR';
const MAPPER_ID = /^(pain|loc|sym|note|func)-(.+)$/;
const SERVICE_URL = 'urn:uuid:pain-observation-';
const PAIN_SEVERITY = '72514-3';
const PAIN_FACES = '72133-2';
const SLEEP_QUALITY = '72170-4';

interface Group {
  key: string;
  items: BundleItem[];
}

/** The entry a resource belongs to, by its FhirMapper id or its FHIRService URL. */
function groupKeyOf(item: BundleItem): string | null {
  const id = textOf(item.resource?.id) ?? '';
  const mapped = MAPPER_ID.exec(id);
  if (mapped) return `entry:${mapped[1] === 'loc' ? mapped[2]!.replace(/-\d+$/, '') : mapped[2]}`;
  if (item.fullUrl?.startsWith(SERVICE_URL)) {
    return `entry:${item.fullUrl.slice(SERVICE_URL.length)}`;
  }
  return null;
}

/** FHIRService's Observation: one per entry, everything on it. */
const isServiceObservation = (resource: JsonObject) => hasCoding(resource.code, LOINC, PAIN_FACES);

const isPain = (resource: JsonObject | null) =>
  resource?.resourceType === 'Observation' &&
  (hasCoding(resource.code, LOINC, PAIN_SEVERITY) || hasCoding(resource.code, LOINC, PAIN_FACES));

/** "Limited: walking; Assistance: cane" -> the limited activities, and the rest in words. */
function functionalParts(text: string | null): { limited: string[]; lines: string[] } {
  const limited: string[] = [];
  const assistance: string[] = [];
  for (const part of (text ?? '').split(';').map((item) => item.trim())) {
    if (part.startsWith('Limited:')) limited.push(part.slice('Limited:'.length).trim());
    else if (part.startsWith('Assistance:'))
      assistance.push(part.slice('Assistance:'.length).trim());
    else if (part) assistance.push(part);
  }
  return {
    limited,
    lines: assistance.length > 0 ? [`Assistance needed: ${assistance.join('; ')}`] : [],
  };
}

const splitComma = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function medicationOf(resource: JsonObject): CrisisCoreMedication | null {
  const name = conceptText(resource.medicationCodeableConcept);
  if (!name) return null;
  const dosage = listOf(resource.dosage).find(isObject);
  // The app writes "{dosage} {frequency}" in one text, which cannot be taken apart reliably.
  return { name, dosage: textOf(dosage?.text), frequency: null, effectiveness: null };
}

/** The pain of the entry: FhirMapper's valueInteger or FHIRService's valueQuantity. */
function painOf(pain: JsonObject): number | string {
  const [value, path] =
    pain.valueInteger !== undefined
      ? [pain.valueInteger, 'valueInteger']
      : [isObject(pain.valueQuantity) ? pain.valueQuantity.value : undefined, 'valueQuantity'];
  return level(value, 'Pain level', path, { zeroIsEmpty: false }) ?? 'its pain has no value';
}

/** What one of FhirMapper's resources adds to its entry. */
function addMapperResource(reading: CrisisCoreReading, resource: JsonObject): void {
  const id = textOf(resource.id) ?? '';
  switch (resource.resourceType) {
    case 'Observation':
      if (id.startsWith('loc-')) {
        const site = conceptText(resource.bodySite);
        if (site) reading.locations.push(site);
      } else if (id.startsWith('sym-')) {
        reading.symptoms.push(...textsOf(resource.note));
      } else if (id.startsWith('func-')) {
        const { limited, lines } = functionalParts(textOf(resource.valueString));
        reading.activities.push(...limited);
        reading.noteLines.push(...lines);
      }
      break;
    case 'ClinicalImpression': {
      const summary = textOf(resource.summary);
      if (summary) reading.noteLines.unshift(summary);
      break;
    }
    case 'MedicationStatement': {
      const medication = medicationOf(resource);
      if (medication) reading.medications.push(medication);
      break;
    }
  }
}

/**
 * What FHIRService put on its one Observation: body sites, notes, and components. Answers why
 * a component cannot be read, or null.
 */
function addServiceParts(reading: CrisisCoreReading, pain: JsonObject): string | null {
  reading.locations.push(
    ...listOf(pain.bodySite)
      .map(conceptText)
      .filter((t) => t !== null),
  );
  reading.noteLines.push(...textsOf(pain.note));
  for (const component of listOf(pain.component).filter(isObject)) {
    const name = conceptText(component.code);
    const quantity = isObject(component.valueQuantity) ? component.valueQuantity.value : null;
    const words = textOf(component.valueString);
    if (hasCoding(component.code, LOINC, SLEEP_QUALITY) || name === 'Mood Impact') {
      const label = name === 'Mood Impact' ? 'Mood impact' : 'Sleep quality';
      // The app writes 0 for a rating not given.
      const value = level(quantity, label, `component ${name ?? SLEEP_QUALITY}`, {
        zeroIsEmpty: true,
      });
      if (typeof value === 'string') return value;
      if (label === 'Mood impact') reading.moodImpact = value;
      else reading.sleepQuality = value;
    } else if (name === 'Limited Activities') {
      reading.activities.push(...splitComma(words));
    } else if (words) {
      reading.symptoms.push(...splitComma(words));
    }
  }
  return null;
}

/** One entry's resources as the reading the JSON reader would make of the entry. */
function readGroup(group: Group): ReadingResult {
  const painItem = group.items.find((item) => isPain(item.resource));
  const row = (painItem ?? group.items[0]!).row;
  if (!painItem?.resource) {
    return { row, reason: `its entry has no pain Observation (LOINC ${PAIN_SEVERITY})` };
  }
  const pain = painItem.resource;
  const timestamp = textOf(pain.effectiveDateTime);
  if (!timestamp) return { row, reason: 'its pain Observation has no effectiveDateTime' };
  const value = painOf(pain);
  if (typeof value === 'string') return { row, reason: value };
  const resources = group.items.map((item) => item.resource!);
  const reading: CrisisCoreReading = {
    row,
    timestamp,
    pain: value,
    locations: [],
    symptoms: [],
    painTypes: [],
    activities: [],
    sleepQuality: null,
    moodImpact: null,
    stress: null,
    noteLines: [],
    moodLines: [],
    medications: [],
    // Without the ids, so an entry saved twice under two ids is known as one.
    fingerprint: JSON.stringify(resources.map(({ id: _id, ...rest }) => rest)),
  };
  if (isServiceObservation(pain)) {
    const problem = addServiceParts(reading, pain);
    if (problem) return { row, reason: problem };
  } else {
    resources.forEach((resource) => addMapperResource(reading, resource));
  }
  return reading;
}

function matches(document: unknown): boolean {
  if (!isBundle(document)) return false;
  return listOf(document.entry).some((entry) => {
    if (!isObject(entry) || !isObject(entry.resource) || !isPain(entry.resource)) return false;
    const id = textOf(entry.resource.id) ?? '';
    return id.startsWith('pain-') || (textOf(entry.fullUrl) ?? '').startsWith(SERVICE_URL);
  });
}

function read(document: unknown, options: ImportOptions, sink: ImportSink): void {
  const items = bundleItems(document, FORMAT);
  const groups = new Map<string, Group>();
  /** The latest entry met at each time: FhirMapper writes a medication among its entry's. */
  const latestAt = new Map<string, Group>();
  const results: ReadingResult[] = [];
  for (const item of items) {
    const type = resourceTypeOf(item);
    if (!item.resource) {
      results.push({ row: item.row, reason: 'it has no resource' });
      continue;
    }
    const key = groupKeyOf(item);
    const owner =
      type === 'MedicationStatement'
        ? latestAt.get(textOf(item.resource.dateAsserted) ?? '')
        : key?.startsWith('entry:') && ['Observation', 'ClinicalImpression'].includes(type ?? '')
          ? (groups.get(key) ?? { key, items: [] })
          : undefined;
    if (!owner) {
      results.push({
        row: item.row,
        reason: `it is ${type ? `a ${type}` : 'a resource without a type'} that belongs to no ${APP} entry`,
      });
      continue;
    }
    owner.items.push(item);
    groups.set(owner.key, owner);
    const time = textOf(item.resource.effectiveDateTime);
    if (time) latestAt.set(time, owner);
  }
  results.push(...[...groups.values()].map(readGroup));
  results.sort((a, b) => a.row - b.row);
  writeReadings(results, options, sink);
}

export const CRISISCORE_FHIR: JsonFormat = {
  id: 'crisiscore-fhir',
  label: 'CrisisCore pain tracker (FHIR)',
  matches,
  read,
};

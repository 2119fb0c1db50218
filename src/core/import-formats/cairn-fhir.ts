import { importRecordSchemas } from '../data-import';
import { bodyPartOfSnomedCode } from '../fhir/body-sites';
import {
  CAIRN_JOURNAL,
  CAIRN_RATINGS,
  CAIRN_SOURCE,
  CAIRN_TEXTS,
  ENTRY_KIND_CODES,
  FREQUENCY_TIMING,
  LOINC,
  PAIN_SEVERITY,
  PEG_ITEM_LOINC,
  PEG_SCORE,
  SLEEP_DURATION,
  SNOMED,
  SYMPTOM,
  TIMING_ABBREVIATION,
  type RatingField,
  type TextField,
} from '../fhir/codes';
import { dateOfEffectiveTime } from '../fhir/effective-time';
import {
  bundleItems,
  codeIn,
  conceptText,
  hasCoding,
  isBundle,
  isObject,
  listOf,
  numberOf,
  referenceResolver,
  resourceTypeOf,
  textOf,
  textsOf,
  type BundleItem,
  type JsonObject,
} from '../fhir/read-bundle';
import { checkRecord } from '../fhir/record-check';
import type { EntryKind } from '../journal';
import { FREQUENCIES, FREQUENCY_LABELS, type Frequency } from '../medication-labels';
import { isoWeek, PEG_ITEMS } from '../peg';
import { localDate } from '../time-zone';
import { entryInstant } from './local-time';
import { createImportRecords, type EntryInput } from './row-fields';
import type { ImportOptions, ImportSink, JsonFormat } from './types';

/**
 * Cairn's own FHIR export (core/fhir.ts, docs/decisions/0026-fhir-export.md) read back: each
 * entry's pain Observation with the Observations it lists as `hasMember` becomes the entry
 * (per-site pain back to body chart parts by the SNOMED CT table, sleep, mood, stress, energy,
 * symptoms, and the journal text and notes when the file has them); each MedicationStatement
 * a medication, and the MedicationAdministrations it lists as `derivedFrom` its doses. An entry
 * keeps its kind, day, createdAt (`issued`) and updatedAt (meta.lastUpdated), so importing the
 * same file twice adds nothing the second time. The Patient is the account's own and is not
 * read. A weekly PEG check-in comes back from its score Observation: the three answers from
 * its components, the week from its text ("week 2026-W48"; else the week it was answered in)
 * and answeredAt from its effective time.
 */

const FORMAT = 'Cairn FHIR';

const ENTRY_KIND_BY_CODE = new Map(
  (Object.entries(ENTRY_KIND_CODES) as Array<[EntryKind, { code: string }]>).map(
    ([kind, { code }]) => [code, kind],
  ),
);
const RATING_BY_CODE = new Map(
  (Object.entries(CAIRN_RATINGS) as Array<[RatingField, { code: string }]>).map(
    ([field, { code }]) => [code, field],
  ),
);
const TEXT_BY_CODE = new Map(
  (Object.entries(CAIRN_TEXTS) as Array<[TextField, { code: string }]>).map(([field, { code }]) => [
    code,
    field,
  ]),
);
const FREQUENCY_BY_TIMING = new Map(
  Object.entries(FREQUENCY_TIMING).map(([frequency, { code }]) => [code, frequency as Frequency]),
);

/** Which of Cairn's entries a pain Observation carries, or null for any other resource. */
function entryKindOf(resource: JsonObject | null): EntryKind | null {
  if (resource?.resourceType !== 'Observation') return null;
  for (const category of listOf(resource.category)) {
    const kind = ENTRY_KIND_BY_CODE.get(codeIn(category, CAIRN_JOURNAL) ?? '');
    if (kind) return kind;
  }
  return null;
}

/** A bundle that says it is Cairn's, or holds one of Cairn's entries (an older export). */
function matches(document: unknown): boolean {
  if (!isBundle(document)) return false;
  if (isObject(document.meta) && document.meta.source === CAIRN_SOURCE) return true;
  return listOf(document.entry).some(
    (entry) => isObject(entry) && isObject(entry.resource) && entryKindOf(entry.resource) !== null,
  );
}

/** Hours slept from a Quantity in hours (as Cairn writes it) or minutes. */
function hoursOf(quantity: unknown): number | null {
  if (!isObject(quantity)) return null;
  const value = numberOf(quantity.value);
  const unit = textOf(quantity.code) ?? textOf(quantity.unit);
  if (value === null) return null;
  if (unit === 'min') return value / 60;
  return unit === 'h' ? value : null;
}

/** An entry's fields from the Observations its pain lists as members. */
function memberFields(members: readonly JsonObject[]): Partial<EntryInput> {
  const fields: Partial<EntryInput> = {};
  const painLocations: NonNullable<EntryInput['painLocations']> = [];
  const symptoms: string[] = [];
  const otherSites: string[] = [];
  for (const member of members) {
    const { code } = member;
    if (hasCoding(code, LOINC, PAIN_SEVERITY.code) && isObject(member.bodySite)) {
      const intensity = numberOf(member.valueInteger) ?? Number.NaN;
      const part = bodyPartOfSnomedCode(codeIn(member.bodySite, SNOMED) ?? '');
      if (part) painLocations.push({ bodyPart: part, intensity });
      else otherSites.push(`${conceptText(member.bodySite) ?? 'another site'}: ${intensity}`);
    } else if (hasCoding(code, LOINC, SLEEP_DURATION.code)) {
      fields.sleepHours = hoursOf(member.valueQuantity);
    } else if (hasCoding(code, LOINC, SYMPTOM.code)) {
      const symptom = conceptText(member.valueCodeableConcept) ?? textOf(member.valueString);
      if (symptom) symptoms.push(symptom);
    } else {
      const cairnCode = codeIn(code, CAIRN_JOURNAL) ?? '';
      const rating = RATING_BY_CODE.get(cairnCode);
      const text = TEXT_BY_CODE.get(cairnCode);
      if (rating) fields[rating] = numberOf(member.valueInteger);
      if (text) fields[text] = typeof member.valueString === 'string' ? member.valueString : null;
    }
  }
  if (otherSites.length > 0) {
    // A site the body chart lacks (a later Cairn's) stays in the notes, out of 10.
    const line = `Pain at other sites (of 10): ${otherSites.join('; ')}`;
    fields.notes = fields.notes ? `${fields.notes}\n${line}` : line;
  }
  return { ...fields, painLocations, symptoms };
}

/** "300 mg, three times daily" less the frequency the export added after the dosage. */
function dosageWithout(text: string, frequency: Frequency): string {
  const suffix = `, ${FREQUENCY_LABELS[frequency].toLowerCase()}`;
  return text.endsWith(suffix) ? text.slice(0, -suffix.length) : text;
}

function frequencyOf(dosage: JsonObject): Frequency {
  if (dosage.asNeededBoolean === true) return 'as-needed';
  const timing = isObject(dosage.timing) ? dosage.timing.code : null;
  const code = codeIn(timing, TIMING_ABBREVIATION);
  const byCode = code ? FREQUENCY_BY_TIMING.get(code) : undefined;
  if (byCode) return byCode;
  const label = conceptText(timing)?.toLowerCase();
  return (
    FREQUENCIES.find((frequency) => FREQUENCY_LABELS[frequency].toLowerCase() === label) ?? 'daily'
  );
}

const joinedNotes = (value: unknown) => textsOf(value).join('\n') || null;

function read(document: unknown, options: ImportOptions, sink: ImportSink): void {
  const items = bundleItems(document, FORMAT);
  const resolve = referenceResolver(items);
  const records = createImportRecords(sink);

  /** Items read through the entry or medication that lists them, not on their own. */
  const claimed = new Set<BundleItem>();
  const claim = (references: unknown): BundleItem[] => {
    const found = listOf(references)
      .map(resolve)
      .filter((item): item is BundleItem => item !== null);
    found.forEach((item) => claimed.add(item));
    return found;
  };
  const listed = new Map<BundleItem, BundleItem[]>();
  for (const item of items) {
    const type = resourceTypeOf(item);
    if (entryKindOf(item.resource) !== null) listed.set(item, claim(item.resource?.hasMember));
    if (type === 'MedicationStatement') listed.set(item, claim(item.resource?.derivedFrom));
  }

  function readEntry(item: BundleItem, resource: JsonObject, kind: EntryKind): void {
    const effective = textOf(resource.effectiveDateTime);
    if (!effective) return records.skip(item.row, 'it has no effectiveDateTime (the entry’s day)');
    const date = dateOfEffectiveTime(effective);
    const time = Date.parse(effective);
    if (!date || Number.isNaN(time)) {
      return records.skip(item.row, `effectiveDateTime ${JSON.stringify(effective)} is not a date`);
    }
    const painLevel = numberOf(resource.valueInteger);
    if (painLevel === null) return records.skip(item.row, 'it has no pain level (valueInteger)');
    // Cairn writes when the entry was saved as `issued`; without it, its time if it has one.
    const createdAt =
      textOf(resource.issued) ??
      (effective.length > 10
        ? new Date(time).toISOString()
        : entryInstant(date, null, options.timeZone));
    const meta = isObject(resource.meta) ? resource.meta : {};
    const members = (listed.get(item) ?? [])
      .map((member) => member.resource)
      .filter((member): member is JsonObject => member?.resourceType === 'Observation');
    const batch = records.batch(item.row);
    batch.entry({
      id: `entry-${item.row}`,
      kind,
      date,
      createdAt,
      updatedAt: textOf(meta.lastUpdated) ?? createdAt,
      painLevel,
      ...memberFields(members),
    });
    batch.commit();
  }

  function readDose(item: BundleItem, medicationId: string | null): void {
    const resource = item.resource;
    if (resource?.resourceType !== 'MedicationAdministration') {
      return records.skip(item.row, 'a medication lists it as a dose, but it is no dose');
    }
    if (medicationId === null) {
      return records.skip(item.row, 'the medication it is a dose of was left out');
    }
    const status = textOf(resource.status);
    if (status !== 'completed' && status !== 'not-done') {
      return records.skip(
        item.row,
        `status ${JSON.stringify(status)} is not "completed" (taken) or "not-done" (skipped)`,
      );
    }
    const takenAt = textOf(resource.effectiveDateTime);
    const skipped = status === 'not-done';
    const checked = checkRecord(importRecordSchemas.medicationLog, {
      id: `dose-${item.row}`,
      medicationId,
      takenAt,
      skipped,
      skipReason: skipped ? (textsOf(resource.statusReason)[0] ?? null) : null,
      dosageActual: isObject(resource.dosage) ? textOf(resource.dosage.text) : null,
      notes: joinedNotes(resource.note),
      createdAt: takenAt,
    });
    if (checked.record) sink.dose(checked.record);
    else records.skip(item.row, checked.reason);
  }

  function readMedication(item: BundleItem, resource: JsonObject): void {
    const concept = resource.medicationCodeableConcept;
    const dosage = listOf(resource.dosage).find(isObject) ?? {};
    const frequency = frequencyOf(dosage);
    const period = isObject(resource.effectivePeriod) ? resource.effectivePeriod : {};
    const startDate = dateOfEffectiveTime(textOf(period.start) ?? '');
    const endText = textOf(period.end);
    const createdAt =
      textOf(resource.dateAsserted) ??
      (startDate ? entryInstant(startDate, null, options.timeZone) : null);
    const checked = checkRecord(importRecordSchemas.medication, {
      id: `med-${item.row}`,
      name: conceptText(concept),
      dosage: dosageWithout(textOf(dosage.text) ?? '', frequency),
      frequency,
      isActive: textOf(resource.status) === 'active',
      purposes: textsOf(resource.reasonCode),
      instructions: textOf(dosage.patientInstruction),
      notes: joinedNotes(resource.note),
      // History from a file: no reminders until the person sets them again.
      reminderEnabled: false,
      startDate: startDate ?? textOf(period.start),
      endDate: endText ? (dateOfEffectiveTime(endText) ?? endText) : null,
      createdAt,
      updatedAt: createdAt,
    });
    if (checked.record) sink.medication(checked.record);
    else records.skip(item.row, checked.reason);
    for (const dose of listed.get(item) ?? []) readDose(dose, checked.record?.id ?? null);
  }

  function readPegCheckin(item: BundleItem, resource: JsonObject): void {
    const answeredAt = textOf(resource.effectiveDateTime);
    const week =
      /\b(\d{4}-W\d{2})\b/.exec(conceptText(resource.code) ?? '')?.[1] ??
      (answeredAt ? isoWeek(localDate(new Date(answeredAt), options.timeZone)) : undefined);
    const answers: Record<string, number | null> = {};
    for (const component of listOf(resource.component)) {
      if (!isObject(component)) continue;
      const item = PEG_ITEMS.find((key) =>
        hasCoding(component.code, LOINC, PEG_ITEM_LOINC[key].code),
      );
      if (item) answers[item] = numberOf(component.valueInteger);
    }
    const checked = checkRecord(importRecordSchemas.pegCheckin, { ...answers, week, answeredAt });
    if (checked.record) sink.pegCheckin(checked.record);
    else records.skip(item.row, checked.reason);
  }

  /** A resource no entry or medication lists: read, passed over, or reported as left out. */
  function readOnItsOwn(item: BundleItem): void {
    const { resource } = item;
    if (!resource) return records.skip(item.row, 'it has no resource');
    const type = resourceTypeOf(item);
    const kind = entryKindOf(resource);
    if (kind) return readEntry(item, resource, kind);
    if (type === 'MedicationStatement') return readMedication(item, resource);
    // The account keeps its own name and email.
    if (type === 'Patient') return;
    if (type === 'Observation' && hasCoding(resource.code, LOINC, PEG_SCORE.code)) {
      return readPegCheckin(item, resource);
    }
    if (type === 'MedicationAdministration') {
      return records.skip(item.row, 'it is a dose that no MedicationStatement in the file lists');
    }
    const what =
      type === 'Observation'
        ? `an Observation (${conceptText(resource.code) ?? 'no code'})`
        : `a ${type ?? 'resource without a type'}`;
    records.skip(item.row, `it is ${what}, which Cairn does not read`);
  }

  items.filter((item) => !claimed.has(item)).forEach(readOnItsOwn);
  records.finish();
}

export const CAIRN_FHIR: JsonFormat = {
  id: 'cairn-fhir',
  label: 'Cairn FHIR export (R4)',
  matches,
  read,
};

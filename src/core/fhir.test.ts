import { describe, expect, it } from 'vitest';
import { BODY_PART_KEYS, bodyPartName } from './body-parts';
import {
  buildFhirBundle,
  fhirExportQuerySchema,
  fhirExportUrl,
  PAIN_SEVERITY_LOINC,
  PEG_ITEM_LOINC,
  PEG_SCORE_LOINC,
  type FhirBundle,
  type FhirEntryObservation,
  type FhirMedicationAdministration,
  type FhirMedicationStatement,
  type FhirPegObservation,
  type FhirResource,
} from './fhir';
import { BODY_SITE_CODES, bodyPartOfSnomedCode } from './fhir/body-sites';
import { CAIRN_JOURNAL, LOINC, SLEEP_DURATION, SNOMED, SYMPTOM } from './fhir/codes';
import {
  DOSES,
  fhirErrors,
  FULL_JOURNAL,
  GABAPENTIN,
  journalEntry,
  LATE_EMERGENCY_LOG,
  NAPROXEN,
  pegCheckin,
  QUICK_LOG,
  sequentialIds,
  TEST_USER,
} from './fhir/test-support';
import type { JournalEntry } from './journal';
import { moodLabel, painDescriptor } from './pain-scale';
import type { PegCheckin } from './peg';

/**
 * LOINC's mod 10 check digit: from the right, every other digit of the number is doubled (the
 * digits of the product are added), and the check digit brings the sum to a multiple of ten.
 */
function loincCheckDigitHolds(code: string): boolean {
  const match = /^(\d+)-(\d)$/.exec(code);
  if (!match) return false;
  const sum = [...match[1]!].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(digit / 10) + (digit % 10);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(match[2]);
}

/** Verhoeff's dihedral-group tables, which SNOMED CT identifiers use for their check digit. */
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/**
 * A SNOMED CT concept id: its last digit is a Verhoeff check digit, and the two before it are
 * the partition "00" (a concept of the international release), so a mistyped or non-concept
 * id fails.
 */
function snomedConceptIdHolds(code: string): boolean {
  if (!/^\d{6,18}$/.test(code) || code.slice(-3, -1) !== '00') return false;
  const check = [...code].reverse().reduce((c, char, index) => {
    return VERHOEFF_D[c]![VERHOEFF_P[index % 8]![Number(char)]!]!;
  }, 0);
  return check === 0;
}

const WEEK_47 = pegCheckin(
  'a0000000-0000-4000-8000-000000000047',
  '2026-W47',
  '2026-11-16',
  { pain: 7, enjoyment: 6, activity: 6 },
  '2026-11-22T18:04:00.000Z',
);
const WEEK_48 = pegCheckin(
  'a0000000-0000-4000-8000-000000000048',
  '2026-W48',
  '2026-11-23',
  { pain: 4, enjoyment: 3, activity: 5 },
  '2026-11-29T18:10:00.000Z',
);

function bundleOf({
  entries = [],
  pegCheckins = [],
  includeNotes = false,
  timeZone = TEST_USER.timeZone,
  withMedications = false,
}: {
  entries?: JournalEntry[];
  pegCheckins?: PegCheckin[];
  includeNotes?: boolean;
  timeZone?: string;
  withMedications?: boolean;
} = {}): FhirBundle {
  return buildFhirBundle({
    bundleId: 'b0000000-0000-4000-8000-000000000000',
    user: { ...TEST_USER, timeZone },
    entries,
    pegCheckins,
    medications: withMedications ? [GABAPENTIN, NAPROXEN] : [],
    doses: withMedications ? DOSES : [],
    includeNotes,
    generatedAt: new Date('2026-11-30T08:00:00.000Z'),
    newId: sequentialIds('f0000000'),
  });
}

const RICH = {
  entries: [FULL_JOURNAL, QUICK_LOG, LATE_EMERGENCY_LOG],
  pegCheckins: [WEEK_47, WEEK_48],
  withMedications: true,
};

const resources = (bundle: FhirBundle) => bundle.entry.map((e) => e.resource);
const byId = (bundle: FhirBundle, id: string) => resources(bundle).find((r) => r.id === id);
const byReference = (bundle: FhirBundle, reference: string) =>
  bundle.entry.find((e) => e.fullUrl === reference)?.resource;

const isObservation = (r: FhirResource): r is FhirEntryObservation | FhirPegObservation =>
  r.resourceType === 'Observation';
const pegObservations = (bundle: FhirBundle) =>
  resources(bundle).filter((r): r is FhirPegObservation => isObservation(r) && 'component' in r);

/** The entry's Observations other than its overall pain, in the order it lists them. */
function membersOf(bundle: FhirBundle, entryId: string): FhirEntryObservation[] {
  const pain = byId(bundle, entryId) as FhirEntryObservation;
  return (pain.hasMember ?? []).map(
    (member) => byReference(bundle, member.reference) as FhirEntryObservation,
  );
}

const codeOf = (observation: FhirEntryObservation) => observation.code.coding?.[0];

describe('buildFhirBundle: every resource is valid FHIR R4', () => {
  it.each([false, true])('with notes %s: the bundle and each resource, no errors', (notes) => {
    const bundle = bundleOf({ ...RICH, includeNotes: notes });
    expect(fhirErrors(bundle)).toEqual([]);
    for (const resource of resources(bundle)) {
      expect(fhirErrors(resource), `${resource.resourceType} ${resource.id}`).toEqual([]);
    }
    const fullUrls = bundle.entry.map((e) => e.fullUrl);
    expect(new Set(fullUrls).size).toBe(fullUrls.length);
    for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
  });

  it('refers only to resources in the bundle', () => {
    const bundle = bundleOf({ ...RICH, includeNotes: true });
    const references = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
    expect(references.length).toBeGreaterThan(40);
    for (const reference of references) {
      const target = reference.slice('"reference":"'.length, -1);
      expect(byReference(bundle, target), target).toBeDefined();
    }
  });
});

describe('buildFhirBundle: when each entry was true', () => {
  const effective = (entry: JournalEntry, timeZone?: string) =>
    (byId(bundleOf({ entries: [entry], timeZone }), entry.id) as FhirEntryObservation)
      .effectiveDateTime;

  it("is the journal's createdAt in the person's zone, with the zone's offset", () => {
    // 21:15 UTC is 22:15 in Berlin (UTC+1 in November).
    expect(effective(FULL_JOURNAL)).toBe('2026-11-20T22:15:00.000+01:00');
  });

  it('is a quick log’s own createdAt, not noon and not the day alone', () => {
    expect(effective(QUICK_LOG)).toBe('2026-11-21T10:30:00.000+01:00');
  });

  it('keeps the person’s day where the instant is on another UTC day', () => {
    const evening = journalEntry({
      id: 'e0000000-0000-4000-8000-000000000010',
      date: '2026-11-20',
      createdAt: '2026-11-21T03:30:00.000Z',
    });
    expect(effective(evening, 'America/New_York')).toBe('2026-11-20T22:30:00.000-05:00');
  });

  it('is the day alone when the entry reached the server on a later day', () => {
    expect(effective(LATE_EMERGENCY_LOG)).toBe('2026-11-21');
    const backfilled = journalEntry({
      id: 'e0000000-0000-4000-8000-000000000011',
      date: '2026-11-18',
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    expect(effective(backfilled)).toBe('2026-11-18');
  });

  it('gives every Observation of an entry the same time, and createdAt as issued', () => {
    const bundle = bundleOf({ entries: [FULL_JOURNAL], includeNotes: true });
    const pain = byId(bundle, FULL_JOURNAL.id) as FhirEntryObservation;
    expect(pain.issued).toBe(FULL_JOURNAL.createdAt);
    expect(pain.meta).toEqual({ lastUpdated: FULL_JOURNAL.updatedAt });
    for (const member of membersOf(bundle, FULL_JOURNAL.id)) {
      expect(member.effectiveDateTime).toBe(pain.effectiveDateTime);
    }
  });
});

describe('buildFhirBundle: pain', () => {
  it('is the entry’s 0-10 level under LOINC 72514-3, in the pain scale’s words', () => {
    const bundle = bundleOf({ entries: [QUICK_LOG] });
    expect(byId(bundle, QUICK_LOG.id)).toEqual({
      resourceType: 'Observation',
      id: QUICK_LOG.id,
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
        {
          coding: [{ system: CAIRN_JOURNAL, code: 'quick-log', display: 'Quick pain log' }],
          text: 'Quick pain log',
        },
      ],
      code: {
        coding: [
          {
            system: 'http://loinc.org',
            code: '72514-3',
            display: 'Pain severity - 0-10 verbal numeric rating [Score] - Reported',
          },
        ],
        text: 'Pain severity (0-10)',
      },
      subject: { reference: `urn:uuid:${TEST_USER.id}` },
      effectiveDateTime: '2026-11-21T10:30:00.000+01:00',
      meta: { lastUpdated: QUICK_LOG.updatedAt },
      issued: QUICK_LOG.createdAt,
      valueInteger: 8,
      interpretation: [{ text: painDescriptor(8) }],
      hasMember: [{ reference: 'urn:uuid:f0000000-0000-4000-8000-000000000001' }],
    });
  });

  it('names the kind of entry: the day’s journal, a quick log or an emergency log', () => {
    const bundle = bundleOf(RICH);
    const kinds = [FULL_JOURNAL, QUICK_LOG, LATE_EMERGENCY_LOG].map(
      (entry) => (byId(bundle, entry.id) as FhirEntryObservation).category[1]?.coding?.[0]?.code,
    );
    expect(kinds).toEqual(['journal-entry', 'quick-log', 'emergency-log']);
  });
});

describe('buildFhirBundle: pain per body site', () => {
  const sites = () =>
    membersOf(bundleOf({ entries: [FULL_JOURNAL] }), FULL_JOURNAL.id).filter((o) => o.bodySite);

  it('has a SNOMED CT body structure for each of the 26 body chart parts', () => {
    expect(Object.keys(BODY_SITE_CODES).sort()).toEqual([...BODY_PART_KEYS].sort());
    const codes = Object.values(BODY_SITE_CODES).map((site) => site.code);
    expect(new Set(codes).size).toBe(26);
    for (const code of codes) expect(snomedConceptIdHolds(code), code).toBe(true);
    for (const key of BODY_PART_KEYS) {
      expect(bodyPartOfSnomedCode(BODY_SITE_CODES[key]!.code)).toBe(key);
    }
  });

  it('uses the lateralised concept for each part with a side', () => {
    for (const key of BODY_PART_KEYS) {
      const side = /^(left|right)/.exec(key)?.[1];
      const display = BODY_SITE_CODES[key]!.display.toLowerCase();
      if (side) expect(display, key).toContain(side);
      else expect(display, key).not.toMatch(/\b(left|right)\b/);
    }
  });

  it('is one pain Observation per site, with its own intensity and words', () => {
    const observations = sites();
    expect(observations).toHaveLength(26);
    observations.forEach((observation, index) => {
      const location = FULL_JOURNAL.painLocations[index]!;
      const site = BODY_SITE_CODES[location.bodyPart]!;
      expect(observation).toMatchObject({
        code: { coding: [{ system: LOINC, code: PAIN_SEVERITY_LOINC }] },
        bodySite: {
          coding: [{ system: SNOMED, code: site.code, display: site.display }],
          text: bodyPartName(location.bodyPart),
        },
        valueInteger: location.intensity,
        interpretation: [{ text: painDescriptor(location.intensity) }],
      });
    });
  });

  it('has no body site on the entry’s overall pain', () => {
    const bundle = bundleOf({ entries: [FULL_JOURNAL] });
    expect(byId(bundle, FULL_JOURNAL.id)).not.toHaveProperty('bodySite');
  });
});

describe('buildFhirBundle: sleep, mood, stress, energy and symptoms', () => {
  const members = (includeNotes = false) =>
    membersOf(bundleOf({ entries: [FULL_JOURNAL], includeNotes }), FULL_JOURNAL.id).filter(
      (o) => !o.bodySite,
    );

  it('are Observations with their codes and values, in a fixed order', () => {
    const [sleep, quality, mood, stress, energy, ...symptoms] = members();
    expect(sleep).toMatchObject({
      code: { coding: [{ system: LOINC, ...SLEEP_DURATION }] },
      valueQuantity: { value: 6.5, unit: 'h', system: 'http://unitsofmeasure.org', code: 'h' },
    });
    expect(quality).toMatchObject({
      code: { coding: [{ system: CAIRN_JOURNAL, code: 'sleep-quality' }] },
      valueInteger: 4,
    });
    expect(mood).toMatchObject({
      code: { coding: [{ system: CAIRN_JOURNAL, code: 'mood' }] },
      valueInteger: 2,
      interpretation: [{ text: moodLabel(2) }],
    });
    expect(stress).toMatchObject({
      code: { coding: [{ system: CAIRN_JOURNAL, code: 'stress' }] },
      valueInteger: 7,
    });
    expect(energy).toMatchObject({
      code: { coding: [{ system: CAIRN_JOURNAL, code: 'energy' }] },
      valueInteger: 3,
    });
    expect(symptoms.map((o) => [codeOf(o)?.code, o.valueCodeableConcept?.text])).toEqual([
      [SYMPTOM.code, 'Fatigue'],
      [SYMPTOM.code, 'Nausea'],
      [SYMPTOM.code, 'Pins and needles'],
    ]);
  });

  it('leaves out what the entry does not record', () => {
    const bundle = bundleOf({ entries: [LATE_EMERGENCY_LOG] });
    expect(membersOf(bundle, LATE_EMERGENCY_LOG.id).map((o) => codeOf(o)?.code)).toEqual([
      SYMPTOM.code,
    ]);
    const bare = journalEntry({
      id: 'e0000000-0000-4000-8000-000000000012',
      date: '2026-11-20',
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    expect(byId(bundleOf({ entries: [bare] }), bare.id)).not.toHaveProperty('hasMember');
  });

  it('carries the journal text and notes only when notes are included', () => {
    const texts = (includeNotes: boolean) =>
      members(includeNotes)
        .filter((o) => o.valueString !== undefined)
        .map((o) => [codeOf(o)?.code, o.valueString]);
    expect(texts(false)).toEqual([]);
    expect(texts(true)).toEqual([
      ['journal-text', FULL_JOURNAL.journalEntry],
      ['notes', FULL_JOURNAL.notes],
    ]);
  });
});

describe('buildFhirBundle: medications and doses', () => {
  const statement = (bundle: FhirBundle, id: string) => byId(bundle, id) as FhirMedicationStatement;
  const administration = (bundle: FhirBundle, id: string) =>
    byId(bundle, id) as FhirMedicationAdministration;

  it('makes each medication a MedicationStatement with its dosage, period and doses', () => {
    const bundle = bundleOf({ withMedications: true, includeNotes: true });
    expect(statement(bundle, GABAPENTIN.id)).toEqual({
      resourceType: 'MedicationStatement',
      id: GABAPENTIN.id,
      status: 'active',
      medicationCodeableConcept: { text: 'Gabapentin' },
      subject: { reference: `urn:uuid:${TEST_USER.id}` },
      effectivePeriod: { start: '2026-09-01' },
      dateAsserted: GABAPENTIN.createdAt,
      derivedFrom: [
        { reference: `urn:uuid:${DOSES[0]!.id}` },
        { reference: `urn:uuid:${DOSES[1]!.id}` },
      ],
      reasonCode: [{ text: 'Nerve pain' }, { text: 'Sleep' }],
      dosage: [
        {
          text: '300 mg, three times daily',
          timing: {
            code: {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/v3-GTSAbbreviation',
                  code: 'TID',
                  display: 'TID',
                },
              ],
              text: 'Three times daily',
            },
          },
          patientInstruction: 'Take with food',
        },
      ],
      note: [{ text: GABAPENTIN.notes }],
    });
    expect(statement(bundle, NAPROXEN.id)).toMatchObject({
      status: 'stopped',
      effectivePeriod: { start: '2026-10-01', end: '2026-11-21' },
      dosage: [{ text: '250 mg, as needed', asNeededBoolean: true }],
    });
  });

  it('makes a taken dose a completed MedicationAdministration with the dosage taken', () => {
    const bundle = bundleOf({ withMedications: true, includeNotes: true });
    expect(administration(bundle, DOSES[0]!.id)).toEqual({
      resourceType: 'MedicationAdministration',
      id: DOSES[0]!.id,
      status: 'completed',
      medicationCodeableConcept: { text: 'Gabapentin' },
      subject: { reference: `urn:uuid:${TEST_USER.id}` },
      effectiveDateTime: '2026-11-20T08:05:00.000Z',
      dosage: { text: '600 mg' },
      note: [{ text: DOSES[0]!.notes }],
    });
    // No dosage was logged, so none is claimed.
    expect(administration(bundle, DOSES[2]!.id)).not.toHaveProperty('dosage');
  });

  it('makes a skipped dose not-done, with the reason given', () => {
    const bundle = bundleOf({ withMedications: true });
    expect(administration(bundle, DOSES[1]!.id)).toMatchObject({
      status: 'not-done',
      statusReason: [{ text: 'Felt too drowsy' }],
      effectiveDateTime: DOSES[1]!.takenAt,
    });
  });

  it('keeps medication and dose notes out unless notes are included', () => {
    const bundle = bundleOf({ withMedications: true });
    expect(statement(bundle, GABAPENTIN.id)).not.toHaveProperty('note');
    expect(administration(bundle, DOSES[0]!.id)).not.toHaveProperty('note');
  });

  it('puts each medication’s doses right after it', () => {
    const bundle = bundleOf({ withMedications: true });
    expect(resources(bundle).map((r) => r.id)).toEqual([
      TEST_USER.id,
      GABAPENTIN.id,
      DOSES[0]!.id,
      DOSES[1]!.id,
      NAPROXEN.id,
      DOSES[2]!.id,
    ]);
  });
});

describe('buildFhirBundle: the weekly PEG check-in', () => {
  it('is one survey Observation a week, coded as the PEG mean score with its value', () => {
    const observations = pegObservations(bundleOf({ pegCheckins: [WEEK_47, WEEK_48] }));
    expect(observations).toHaveLength(2);
    expect(observations[0]).toEqual({
      resourceType: 'Observation',
      id: WEEK_47.id,
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
        coding: [{ system: 'http://loinc.org', code: '91147-9', display: 'Mean score [PEG]' }],
        text: 'PEG score (pain, enjoyment of life, general activity), week 2026-W47',
      },
      subject: { reference: `urn:uuid:${TEST_USER.id}` },
      effectiveDateTime: '2026-11-22T18:04:00.000Z',
      // (7 + 6 + 6) / 3 = 6.33...
      valueQuantity: {
        value: 6.3,
        unit: '{score}',
        system: 'http://unitsofmeasure.org',
        code: '{score}',
      },
      component: [
        {
          code: {
            coding: [
              {
                system: 'http://loinc.org',
                code: '75893-8',
                display: 'What number best describes your pain on average in the past week?',
              },
            ],
            text: 'Average pain in the past week (0-10)',
          },
          valueInteger: 7,
        },
        {
          code: {
            coding: [
              {
                system: 'http://loinc.org',
                code: '91145-3',
                display:
                  'What number best describes how, during the past week, pain has interfered with your enjoyment of life?',
              },
            ],
            text: 'Pain interference with enjoyment of life in the past week (0-10)',
          },
          valueInteger: 6,
        },
        {
          code: {
            coding: [
              {
                system: 'http://loinc.org',
                code: '91146-1',
                display:
                  'What number best describes how, during the past week, pain has interfered with your general activity?',
              },
            ],
            text: 'Pain interference with general activity in the past week (0-10)',
          },
          valueInteger: 6,
        },
      ],
    });
    expect(observations[1]).toMatchObject({
      id: WEEK_48.id,
      effectiveDateTime: '2026-11-29T18:10:00.000Z',
      valueQuantity: { value: 4 },
      component: [{ valueInteger: 4 }, { valueInteger: 3 }, { valueInteger: 5 }],
    });
  });

  it('has no PEG Observation when there was no check-in', () => {
    const bundle = bundleOf();
    expect(pegObservations(bundle)).toEqual([]);
    expect(resources(bundle).map((r) => r.resourceType)).toEqual(['Patient']);
  });
});

describe('the LOINC codes', () => {
  it('each have a valid check digit', () => {
    const codes = [
      PAIN_SEVERITY_LOINC,
      SLEEP_DURATION.code,
      SYMPTOM.code,
      PEG_SCORE_LOINC,
      ...Object.values(PEG_ITEM_LOINC).map((item) => item.code),
    ];
    expect(new Set(codes).size).toBe(codes.length);
    // The check digit catches a mistyped code; the pain-severity code shows the rule works.
    expect(loincCheckDigitHolds('72514-4')).toBe(false);
    for (const code of codes) expect(loincCheckDigitHolds(code), code).toBe(true);
  });
});

describe('the export request', () => {
  it('reads days and includeNotes, notes off by default', () => {
    expect(fhirExportQuerySchema.parse({ days: '30' })).toEqual({ days: 30, includeNotes: false });
    expect(fhirExportQuerySchema.parse({ days: '7', includeNotes: 'true' })).toEqual({
      days: 7,
      includeNotes: true,
    });
    const refused = fhirExportQuerySchema.safeParse({ days: '7', includeNotes: 'yes' });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['includeNotes'],
      message: 'includeNotes must be true or false',
    });
  });

  it('is the URL the download button asks for', () => {
    expect(fhirExportUrl({ days: 30, includeNotes: false })).toBe('/api/export/fhir?days=30');
    expect(fhirExportUrl({ days: 90, includeNotes: true })).toBe(
      '/api/export/fhir?days=90&includeNotes=true',
    );
  });
});

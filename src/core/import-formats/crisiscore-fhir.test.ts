import { describe, expect, it } from 'vitest';
import { importRecordSchemas } from '../data-import';
import { CRISISCORE_FHIR } from './crisiscore-fhir';
import fixture from './fixtures/crisiscore-fhir.json?raw';
import { collectingSink } from './test-sink';

const OPTIONS = { timeZone: 'America/Vancouver' };

function read(document: unknown = JSON.parse(fixture)) {
  const sink = collectingSink();
  CRISISCORE_FHIR.read(document, OPTIONS, sink);
  return sink;
}

describe('CRISISCORE_FHIR: the fixture, as exportToFHIR writes it (FhirMapper)', () => {
  it('makes one entry of each pain Observation and the resources that share its id', () => {
    const { entries } = read();
    expect(entries.map((e) => [e.id, e.date, e.kind, e.createdAt, e.painLevel])).toEqual([
      ['item-1', '2024-11-18', 'journal', '2024-11-18T08:30:00.000Z', 7],
      // 6.5 rounded half up.
      ['item-9', '2024-11-18', 'quick', '2024-11-18T19:45:00.000Z', 7],
      ['item-16', '2024-11-19', 'journal', '2024-11-19T17:00:00.000Z', 3],
    ]);
    for (const entry of entries) {
      expect(importRecordSchemas.journalEntry.safeParse(entry).success).toBe(true);
    }
  });

  it('reads locations, symptoms, limited activities, assistance and the notes', () => {
    const [morning, evening] = read().entries;
    expect(morning).toMatchObject({
      painLocations: [
        { bodyPart: 'lowerBack', intensity: 7 },
        { bodyPart: 'leftKnee', intensity: 7 },
      ],
      symptoms: ['aching', 'stiffness'],
      activities: ['walking'],
      notes: [
        'Stiff after a bad night.',
        'Assistance needed: cane',
        "Pain locations not on Cairn's body chart: ankles",
      ].join('\n'),
    });
    expect(evening).toMatchObject({ symptoms: ['burning'], notes: 'Evening flare.' });
  });

  it('gives each MedicationStatement to the entry just before it, one medication per name', () => {
    expect(read().medications).toEqual([
      expect.objectContaining({
        name: 'Ibuprofen',
        // The app writes dosage and frequency in one text.
        dosage: '400mg Every 4h',
        frequency: 'as-needed',
        isActive: false,
        startDate: '2024-11-18',
        endDate: '2024-11-18',
      }),
      expect.objectContaining({
        name: 'Gabapentin',
        dosage: '300mg Three times daily',
        frequency: 'three-times-daily',
        isActive: true,
        endDate: null,
      }),
    ]);
  });

  it('skips a bad entry and a stray resource by their place in the bundle, and reads a repeat once', () => {
    const sink = read();
    expect(sink.skipped).toEqual([
      { row: 20, reason: 'Pain level 14 is outside 0-10 (valueInteger)' },
      { row: 31, reason: 'its entry has no pain Observation (LOINC 72514-3)' },
    ]);
    // Entries 23 to 30 repeat the first entry under another id.
    expect(sink.entries.map((e) => e.id)).not.toContain('item-23');
    expect(sink.conversions).toContain('1 row repeats an earlier row exactly and was read once.');
  });

  it('gives the same records every time', () => {
    expect(read().entries).toEqual(read().entries);
  });
});

/** FHIRService.painEntriesToFHIRBundle of one entry. */
const SERVICE_BUNDLE = {
  resourceType: 'Bundle',
  type: 'collection',
  timestamp: '2024-11-21T10:00:00.000Z',
  total: 1,
  entry: [
    {
      fullUrl: 'urn:uuid:pain-observation-1731918600000',
      resource: {
        resourceType: 'Observation',
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
            {
              system: 'http://loinc.org',
              code: '72133-2',
              display: 'Pain severity Wong-Baker FACES Scale',
            },
          ],
        },
        subject: { reference: 'Patient/p-1' },
        effectiveDateTime: '2024-11-18T08:30:00.000Z',
        valueQuantity: {
          value: 6,
          unit: 'score',
          system: 'http://unitsofmeasure.org',
          code: '{score}',
        },
        component: [
          {
            code: {
              coding: [
                {
                  system: 'http://snomed.info/sct',
                  code: '404684003',
                  display: 'Clinical finding',
                },
              ],
            },
            valueString: 'aching, stiffness',
          },
          { code: { text: 'Limited Activities' }, valueString: 'walking, lifting' },
          {
            code: {
              coding: [{ system: 'http://loinc.org', code: '72170-4', display: 'Sleep quality' }],
            },
            valueQuantity: {
              value: 3,
              unit: 'score',
              system: 'http://unitsofmeasure.org',
              code: '{score}',
            },
          },
          {
            code: { text: 'Mood Impact' },
            valueQuantity: {
              value: 10,
              unit: 'score',
              system: 'http://unitsofmeasure.org',
              code: '{score}',
            },
          },
        ],
        bodySite: [{ text: 'Lower Back' }, { text: 'Right Hip' }],
        note: [{ text: 'Flare after the drive.', time: '2024-11-18T08:30:00.000Z' }],
      },
    },
  ],
};

describe('CRISISCORE_FHIR: the clinic dashboard’s bundle (FHIRService)', () => {
  it('reads everything from the one Observation', () => {
    expect(CRISISCORE_FHIR.matches(SERVICE_BUNDLE)).toBe(true);
    const sink = read(SERVICE_BUNDLE);
    expect(sink.skipped).toEqual([]);
    expect(sink.entries).toEqual([
      expect.objectContaining({
        date: '2024-11-18',
        painLevel: 6,
        painLocations: [
          { bodyPart: 'lowerBack', intensity: 6 },
          { bodyPart: 'rightHip', intensity: 6 },
        ],
        symptoms: ['aching', 'stiffness'],
        activities: ['walking', 'lifting'],
        sleepQuality: 3,
        moodLevel: 1,
        notes: 'Flare after the drive.',
      }),
    ]);
  });
});

describe('CRISISCORE_FHIR: a rating off its scale', () => {
  it('skips the entry, naming the component', () => {
    const bundle = JSON.parse(JSON.stringify(SERVICE_BUNDLE));
    bundle.entry[0].resource.component[2].valueQuantity.value = 12;
    expect(read(bundle).skipped).toEqual([
      { row: 1, reason: 'Sleep quality 12 is outside 0-10 (component Sleep quality)' },
    ]);
  });
});

describe('CRISISCORE_FHIR: what is not its file', () => {
  it('does not take a bundle without CrisisCore’s pain Observations', () => {
    expect(CRISISCORE_FHIR.matches(JSON.parse(fixture))).toBe(true);
    expect(CRISISCORE_FHIR.matches({ resourceType: 'Bundle', entry: [] })).toBe(false);
    expect(
      CRISISCORE_FHIR.matches({
        resourceType: 'Bundle',
        entry: [
          {
            fullUrl: 'urn:uuid:7f1c6a52-3a77-4f7e-9c4c-0b4f5e7f4d11',
            resource: {
              resourceType: 'Observation',
              id: '7f1c6a52-3a77-4f7e-9c4c-0b4f5e7f4d11',
              code: { coding: [{ system: 'http://loinc.org', code: '72514-3' }] },
            },
          },
        ],
      }),
    ).toBe(false);
    expect(CRISISCORE_FHIR.matches([])).toBe(false);
  });

  it('refuses a document that is not a bundle, in plain words', () => {
    expect(() => read({ resourceType: 'Patient' })).toThrow(
      'This file is not a CrisisCore FHIR file: it should be a FHIR Bundle (a JSON object with "resourceType": "Bundle").',
    );
  });
});

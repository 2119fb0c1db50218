import { describe, expect, it } from 'vitest';
import type { ImportJournalEntry, ImportMedication, ImportMedicationLog } from '../data-import';
import { buildFhirBundle, type FhirBundle, type FhirEntryObservation } from '../fhir';
import {
  DOSES,
  FULL_JOURNAL,
  GABAPENTIN,
  LATE_EMERGENCY_LOG,
  NAPROXEN,
  comparable,
  pegCheckin,
  QUICK_LOG,
  sequentialIds,
  TEST_USER,
} from '../fhir/test-support';
import type { FhirDoseInput, FhirMedicationInput } from '../fhir/types';
import { EMPTY_ENTRY_FIELDS, type JournalEntry } from '../journal';
import type { PegCheckin } from '../peg';
import { CAIRN_FHIR } from './cairn-fhir';
import { collectingSink } from './test-sink';

const OPTIONS = { timeZone: TEST_USER.timeZone };

function exported(
  {
    entries = [FULL_JOURNAL, QUICK_LOG, LATE_EMERGENCY_LOG],
    medications = [GABAPENTIN, NAPROXEN],
    doses = DOSES,
    pegCheckins = [],
    includeNotes = true,
  }: {
    entries?: JournalEntry[];
    medications?: FhirMedicationInput[];
    doses?: FhirDoseInput[];
    pegCheckins?: PegCheckin[];
    includeNotes?: boolean;
  } = {},
  idPrefix = 'f0000000',
): FhirBundle {
  return buildFhirBundle({
    bundleId: `${idPrefix}-0000-4000-8000-000000000000`,
    user: TEST_USER,
    entries,
    pegCheckins,
    medications,
    doses,
    includeNotes,
    generatedAt: new Date('2026-11-30T08:00:00.000Z'),
    newId: sequentialIds(idPrefix),
  });
}

function readBack(document: unknown) {
  const sink = collectingSink();
  CAIRN_FHIR.read(document, OPTIONS, sink);
  return sink;
}

/** What was read, as the export takes it again: the stored shapes Cairn would present. */
const asJournalEntry = (entry: ImportJournalEntry): JournalEntry => {
  const fields = Object.fromEntries(
    Object.keys(EMPTY_ENTRY_FIELDS).map((key) => [key, entry[key as keyof ImportJournalEntry]]),
  ) as typeof EMPTY_ENTRY_FIELDS;
  return {
    ...fields,
    id: entry.id,
    date: entry.date,
    kind: entry.kind,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  };
};
const asMedication = (medication: ImportMedication): FhirMedicationInput => ({
  id: medication.id,
  name: medication.name,
  dosage: medication.dosage,
  frequency: medication.frequency,
  isActive: medication.isActive,
  startDate: medication.startDate,
  endDate: medication.endDate,
  instructions: medication.instructions ?? null,
  purposes: medication.purposes,
  notes: medication.notes ?? null,
  createdAt: medication.createdAt,
});
const asDose = (dose: ImportMedicationLog): FhirDoseInput => ({
  id: dose.id,
  medicationId: dose.medicationId,
  takenAt: dose.takenAt,
  skipped: dose.skipped,
  skipReason: dose.skipReason ?? null,
  dosageActual: dose.dosageActual,
  notes: dose.notes ?? null,
});

describe('CAIRN_FHIR: export, import, export', () => {
  it.each([true, false])('loses nothing the export carries (notes %s)', (includeNotes) => {
    const first = exported({ includeNotes });
    const read = readBack(JSON.parse(JSON.stringify(first)));
    expect(read.skipped).toEqual([]);
    expect(read.entries).toHaveLength(3);
    expect(read.medications).toHaveLength(2);
    expect(read.doses).toHaveLength(3);
    const second = exported(
      {
        entries: read.entries.map(asJournalEntry),
        medications: read.medications.map(asMedication),
        doses: read.doses.map(asDose),
        includeNotes,
      },
      'c0000000',
    );
    expect(comparable(second)).toEqual(comparable(first));
  });

  it('reads each entry’s kind, day, times and every field back', () => {
    const [journal, quick, late] = readBack(exported()).entries;
    expect(journal).toMatchObject({
      kind: 'journal',
      date: FULL_JOURNAL.date,
      createdAt: FULL_JOURNAL.createdAt,
      updatedAt: FULL_JOURNAL.updatedAt,
      painLevel: FULL_JOURNAL.painLevel,
      painLocations: FULL_JOURNAL.painLocations,
      sleepHours: 6.5,
      sleepQuality: 4,
      moodLevel: 2,
      stressLevel: 7,
      energyLevel: 3,
      symptoms: FULL_JOURNAL.symptoms,
      journalEntry: FULL_JOURNAL.journalEntry,
      notes: FULL_JOURNAL.notes,
    });
    expect(quick).toMatchObject({
      kind: 'quick',
      date: '2026-11-21',
      createdAt: QUICK_LOG.createdAt,
    });
    // Sent after midnight: the file gives only its day, and `issued` its instant.
    expect(late).toMatchObject({
      kind: 'emergency',
      date: '2026-11-21',
      createdAt: LATE_EMERGENCY_LOG.createdAt,
    });
  });

  it('reads medications with their dosage, frequency and period, and each dose of them', () => {
    const read = readBack(exported());
    expect(read.medications[0]).toMatchObject({
      name: 'Gabapentin',
      dosage: '300 mg',
      frequency: 'three-times-daily',
      isActive: true,
      startDate: '2026-09-01',
      endDate: null,
      instructions: 'Take with food',
      purposes: ['Nerve pain', 'Sleep'],
      notes: GABAPENTIN.notes,
      reminderEnabled: false,
    });
    expect(read.medications[1]).toMatchObject({
      frequency: 'as-needed',
      isActive: false,
      endDate: '2026-11-21',
    });
    const [gabapentin, naproxen] = read.medications.map((m) => m.id);
    expect(
      read.doses.map((d) => [d.medicationId, d.skipped, d.skipReason, d.dosageActual]),
    ).toEqual([
      [gabapentin, false, null, '600 mg'],
      [gabapentin, true, 'Felt too drowsy', null],
      [naproxen, false, null, null],
    ]);
  });

  it('gives the same records every time it reads the same file', () => {
    const file = JSON.parse(JSON.stringify(exported()));
    const twice = [readBack(file), readBack(file)].map(({ entries, medications, doses }) => ({
      entries,
      medications,
      doses,
    }));
    expect(twice[1]).toEqual(twice[0]);
  });
});

describe('CAIRN_FHIR: weekly check-ins', () => {
  it('brings a PEG check-in back with its week, answers and when it was answered', () => {
    const bundle = exported({
      entries: [],
      medications: [],
      doses: [],
      pegCheckins: [
        pegCheckin(
          'a0000000-0000-4000-8000-000000000047',
          '2026-W47',
          '2026-11-16',
          { pain: 7, enjoyment: 6, activity: 5 },
          '2026-11-22T18:04:00.000Z',
        ),
      ],
    });
    const read = readBack(bundle);
    expect(read.skipped).toEqual([]);
    expect(read.pegCheckins).toEqual([
      {
        week: '2026-W47',
        pain: 7,
        enjoyment: 6,
        activity: 5,
        answeredAt: '2026-11-22T18:04:00.000Z',
      },
    ]);
  });
});

describe('CAIRN_FHIR: what it cannot take', () => {
  it('skips an entry that does not fit Cairn, naming the field, and keeps the rest', () => {
    const bundle = exported({ medications: [], doses: [] });
    const quick = bundle.entry.find((e) => e.resource.id === QUICK_LOG.id)!;
    (quick.resource as FhirEntryObservation).valueInteger = 14;
    const read = readBack(bundle);
    expect(read.entries.map((e) => e.kind)).toEqual(['journal', 'emergency']);
    expect(read.skipped).toEqual([
      {
        row: bundle.entry.indexOf(quick) + 1,
        reason: 'Pain level must be between 0 and 10 (painLevel)',
      },
    ]);
  });

  it('skips an entry whose day does not exist, and one without a day', () => {
    const bundle = exported({ medications: [], doses: [] });
    const rowOf = (id: string) => bundle.entry.findIndex((e) => e.resource.id === id) + 1;
    const pain = (id: string) =>
      bundle.entry[rowOf(id) - 1]!.resource as Partial<FhirEntryObservation>;
    pain(FULL_JOURNAL.id).effectiveDateTime = '2026-02-30';
    delete pain(FULL_JOURNAL.id).issued;
    delete pain(QUICK_LOG.id).effectiveDateTime;
    expect(readBack(bundle).skipped).toEqual([
      { row: rowOf(FULL_JOURNAL.id), reason: 'effectiveDateTime "2026-02-30" is not a date' },
      { row: rowOf(QUICK_LOG.id), reason: 'it has no effectiveDateTime (the entry’s day)' },
    ]);
  });

  it('skips a dose no medication lists', () => {
    const bundle = exported({ entries: [] });
    const orphan = bundle.entry.find((e) => e.resource.id === DOSES[2]!.id)!;
    const naproxen = bundle.entry.find((e) => e.resource.id === NAPROXEN.id)!;
    delete (naproxen.resource as { derivedFrom?: unknown }).derivedFrom;
    expect(readBack(bundle).skipped).toEqual([
      {
        row: bundle.entry.indexOf(orphan) + 1,
        reason: 'it is a dose that no MedicationStatement in the file lists',
      },
    ]);
  });

  it('refuses a document that is not a bundle, in plain words', () => {
    expect(() => readBack([{ timestamp: '2026-11-20T10:00:00Z' }])).toThrow(
      'This file is not a Cairn FHIR file: it should be a FHIR Bundle (a JSON object with "resourceType": "Bundle").',
    );
    expect(() => readBack({ resourceType: 'Bundle', entry: 'none' })).toThrow(
      /the bundle's "entry" is not a list/,
    );
  });

  it('knows Cairn’s bundles from other FHIR bundles', () => {
    expect(CAIRN_FHIR.matches(exported())).toBe(true);
    // Only medications: the bundle's meta.source says whose it is.
    const medicationsOnly = exported({ entries: [] });
    expect(CAIRN_FHIR.matches(medicationsOnly)).toBe(true);
    expect(CAIRN_FHIR.matches({ ...medicationsOnly, meta: undefined })).toBe(false);
    expect(
      CAIRN_FHIR.matches({
        resourceType: 'Bundle',
        type: 'collection',
        entry: [{ resource: { resourceType: 'Observation', code: { text: 'Pain' } } }],
      }),
    ).toBe(false);
    expect(CAIRN_FHIR.matches([])).toBe(false);
    expect(CAIRN_FHIR.matches(null)).toBe(false);
  });
});

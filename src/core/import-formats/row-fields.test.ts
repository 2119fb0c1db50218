import { describe, expect, it } from 'vitest';
import {
  bodyPartsOf,
  createDayKinds,
  createImportRecords,
  EntryDraft,
  hoursCell,
  numberCell,
  rowHash,
  splitList,
  splitMedication,
} from './row-fields';
import { collectingSink } from './test-sink';

describe('bodyPartsOf', () => {
  it("matches names to the body chart's parts, ignoring case, spaces and where the side is written", () => {
    expect(bodyPartsOf('lower back')).toEqual(['lowerBack']);
    expect(bodyPartsOf('Lower Back')).toEqual(['lowerBack']);
    expect(bodyPartsOf('lowerBack')).toEqual(['lowerBack']);
    expect(bodyPartsOf('Left knee')).toEqual(['leftKnee']);
    expect(bodyPartsOf('knee (right)')).toEqual(['rightKnee']);
    expect(bodyPartsOf('Upper arm, left')).toEqual(['leftUpperArm']);
  });

  it('reads the plural of a pair as both sides, and knows nothing of parts the chart lacks', () => {
    expect(bodyPartsOf('knees')).toEqual(['leftKnee', 'rightKnee']);
    expect(bodyPartsOf('Both feet')).toEqual(['leftFoot', 'rightFoot']);
    expect(bodyPartsOf('ankles')).toEqual([]);
    expect(bodyPartsOf('knee')).toEqual([]);
  });
});

describe('cells', () => {
  it('splits lists and reads numbers and hours', () => {
    expect(splitList(' Lower Back ;; Neck; ')).toEqual(['Lower Back', 'Neck']);
    expect(splitList('a, b|c', /[,|]/)).toEqual(['a', 'b', 'c']);
    expect([numberCell(''), numberCell(' 7 '), numberCell('7,5'), numberCell('-2.5')]).toEqual([
      null,
      7,
      7.5,
      -2.5,
    ]);
    expect(numberCell('seven')).toBeNaN();
    expect([hoursCell('7:30'), hoursCell('7h 15m'), hoursCell('6,5'), hoursCell('')]).toEqual([
      7.5,
      7.25,
      6.5,
      null,
    ]);
  });

  it('tells a medication from its dose', () => {
    expect(splitMedication('Ibuprofen 400mg')).toEqual({ name: 'Ibuprofen', dose: '400mg' });
    expect(splitMedication('Vitamin D3 1000 IU')).toEqual({ name: 'Vitamin D3', dose: '1000 IU' });
    expect(splitMedication('Naproxen (250 mg)')).toEqual({ name: 'Naproxen', dose: '250 mg' });
    expect(splitMedication(' Heat pad ')).toEqual({ name: 'Heat pad', dose: null });
  });

  it('fingerprints rows by their trimmed cells', () => {
    expect(rowHash(['a', ' b'])).toBe(rowHash(['a', 'b ']));
    expect(rowHash(['ab', ''])).not.toBe(rowHash(['a', 'b']));
  });
});

describe('createDayKinds', () => {
  it('gives the first row of a day the journal, moves a clash a minute on and knows a repeat', () => {
    const kinds = createDayKinds();
    expect(kinds.place('2025-01-01', '2025-01-01T12:00:00.000Z', 1)).toEqual({
      repeat: false,
      kind: 'journal',
      instant: '2025-01-01T12:00:00.000Z',
      moved: false,
    });
    expect(kinds.place('2025-01-01', '2025-01-01T12:00:00.000Z', 2)).toEqual({
      repeat: false,
      kind: 'quick',
      instant: '2025-01-01T12:01:00.000Z',
      moved: true,
    });
    expect(kinds.place('2025-01-01', '2025-01-01T12:00:00.000Z', 2)).toEqual({ repeat: true });
    expect(kinds.place('2025-01-02', '2025-01-02T12:00:00.000Z', 2)).toMatchObject({
      kind: 'journal',
    });
    // A row skipped after all gives its place back: the next row of the day is the journal.
    kinds.release('2025-01-02', '2025-01-02T12:00:00.000Z');
    expect(kinds.place('2025-01-02', '2025-01-02T15:00:00.000Z', 3)).toMatchObject({
      kind: 'journal',
    });
  });
});

describe('createImportRecords', () => {
  const entry = {
    id: 'row-2',
    date: '2025-01-01',
    kind: 'journal' as const,
    createdAt: '2025-01-01T12:00:00.000Z',
    painLevel: 3,
  };

  it('hands a row over only when every record of it passes, the medication before its first dose', () => {
    const sink = collectingSink();
    const records = createImportRecords(sink);
    const good = records.batch(2);
    good.entry({ ...entry, customTags: ['Work'] });
    good.dose({
      id: 'dose-1',
      name: 'Ibuprofen',
      dose: '200mg',
      takenAt: entry.createdAt,
      date: entry.date,
    });
    expect(good.commit()).toBe(true);

    const bad = records.batch(3);
    bad.entry({ ...entry, id: 'row-3', date: '2025-01-02', customTags: ['Gym'] });
    bad.dose({
      id: 'dose-2',
      name: 'N'.repeat(101),
      dose: null,
      takenAt: '2025-01-02T12:00:00.000Z',
      date: '2025-01-02',
    });
    expect(bad.commit()).toBe(false);

    expect(sink.entries.map((e) => e.id)).toEqual(['row-2']);
    expect(sink.tags.map((t) => t.name)).toEqual(['Work']);
    expect(sink.medications.map((m) => [m.id, m.dosage, m.startDate, m.reminderEnabled])).toEqual([
      ['med-ibuprofen', '200mg', '2025-01-01', false],
    ]);
    expect(sink.doses.map((d) => [d.id, d.medicationId])).toEqual([['dose-1', 'med-ibuprofen']]);
    expect(sink.skipped).toEqual([
      { row: 3, reason: 'Name must be at most 100 characters (name)' },
    ]);
  });

  it('says a note once, and the count of repeated rows at the end', () => {
    const sink = collectingSink();
    const records = createImportRecords(sink);
    records.note('Pain was converted.');
    records.note('Pain was converted.');
    records.note(null);
    records.repeated();
    records.repeated();
    records.finish();
    expect(sink.conversions).toEqual([
      'Pain was converted.',
      '2 rows repeat an earlier row exactly and were read once.',
    ]);
  });
});

describe('EntryDraft', () => {
  it('fits lists to their limits and keeps what does not fit in the notes', () => {
    const sink = collectingSink();
    const records = createImportRecords(sink);
    const draft = new EntryDraft();
    draft.noteLines.push('A note');
    draft.tags.push('short', 'x'.repeat(60), 'Short');
    draft.symptoms.push(...Array.from({ length: 52 }, (_, i) => `s${i}`));
    expect(draft.addLocations(['knees', 'ankle', 'Left knee'], 6)).toBe(2);
    const fields = draft.fields(records);
    expect(fields.customTags).toEqual(['short']);
    expect(fields.symptoms).toHaveLength(50);
    expect(fields.painLocations).toEqual([
      { bodyPart: 'leftKnee', intensity: 6 },
      { bodyPart: 'rightKnee', intensity: 6 },
    ]);
    expect(fields.notes).toBe(
      `A note\nPain locations not on Cairn's body chart: ankle\nSymptoms: s50; s51\nTags: ${'x'.repeat(60)}`,
    );
  });

  it('shortens text longer than its field and says so once', () => {
    const sink = collectingSink();
    const records = createImportRecords(sink);
    const draft = new EntryDraft();
    draft.noteLines.push('y'.repeat(12_000));
    expect(draft.fields(records).notes).toHaveLength(10_000);
    expect(sink.conversions).toEqual([
      'Notes longer than 10,000 characters were shortened to fit.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { readCsvRecords } from './csv-reader';
import { GENERIC_CSV, headerSignature, MAPPING_NEEDED, suggestMapping } from './generic-csv';
import { collectingSink, readCsvText } from './test-sink';
import type { ColumnMapping } from './types';
import fixture from './fixtures/generic-diary.csv?raw';

const MAPPING: ColumnMapping = {
  date: 'Date',
  dateOrder: 'dmy',
  time: 'Time',
  pain: 'Pain (1-5)',
  painScale: '1-5',
  mood: 'Mood',
  moodScale: '1-5',
  sleepHours: 'Hours slept',
  locations: 'Where',
  symptoms: 'Symptoms',
  medication: 'Medication',
  notes: 'Notes',
  tags: 'Tags',
};
const OPTIONS = { timeZone: 'Europe/London', mapping: MAPPING };

describe('GENERIC_CSV', () => {
  it('needs a mapping to start', () => {
    expect(() =>
      GENERIC_CSV.start(['Date', 'Pain'], { timeZone: 'UTC' }, collectingSink()),
    ).toThrow(MAPPING_NEEDED);
    expect(() =>
      GENERIC_CSV.start(
        ['Date'],
        {
          timeZone: 'UTC',
          mapping: { date: 'Date', dateOrder: 'dmy', pain: 'Score', painScale: '0-10' },
        },
        collectingSink(),
      ),
    ).toThrow('The column "Score" is not in this file\'s header.');
  });

  const read = readCsvText(fixture, OPTIONS, { format: GENERIC_CSV });
  const at = (row: number) => read.entries.find((entry) => entry.id === `row-${row}`);

  it('reads a semicolon-separated diary with day-first dates and pain on 1-5', () => {
    expect(read.entries).toHaveLength(18);
    expect(at(2)).toMatchObject({
      date: '2025-03-20',
      kind: 'journal',
      createdAt: '2025-03-20T08:00:00.000Z',
      painLevel: 5, // 3 of 5
      moodLevel: 3,
      sleepHours: 7.5,
      painLocations: [{ bodyPart: 'lowerBack', intensity: 5 }],
      symptoms: ['stiffness'],
      customTags: ['work'],
      notes: 'Stiff after the drive',
    });
    expect(at(5)).toMatchObject({
      painLevel: 8,
      painLocations: [
        { bodyPart: 'lowerBack', intensity: 8 },
        { bodyPart: 'neck', intensity: 8 },
      ],
      symptoms: ['stiffness', 'fatigue'],
      notes: 'Gardening, then "paid for it"',
    });
    expect(at(6)?.painLevel).toBe(10);
    expect(at(22)?.painLevel).toBe(0);
    expect(at(14)?.notes).toBe("Twisted my ankle\nPain locations not on Cairn's body chart: ankle");
  });

  it('gives later rows of a day quick logs, a minute apart when they share a time', () => {
    expect([at(2), at(3)].map((entry) => [entry?.kind, entry?.createdAt])).toEqual([
      ['journal', '2025-03-20T08:00:00.000Z'],
      ['quick', '2025-03-20T12:00:00.000Z'],
    ]);
    expect([at(10), at(11)].map((entry) => [entry?.kind, entry?.createdAt])).toEqual([
      ['journal', '2025-03-26T12:00:00.000Z'],
      ['quick', '2025-03-26T12:01:00.000Z'],
    ]);
  });

  it('reads local times across the March clock change', () => {
    expect([16, 17, 18, 19, 20, 21].map((row) => at(row)?.createdAt)).toEqual([
      '2025-03-29T22:30:00.000Z',
      '2025-03-30T01:30:00.000Z', // 01:30 did not exist: 02:30 BST
      '2025-03-30T11:00:00.000Z',
      '2025-03-31T07:00:00.000Z',
      '2025-04-01T07:00:00.000Z', // "8:00 AM"
      '2025-04-02T19:30:00.000Z', // "8:30 PM"
    ]);
  });

  it('logs the medication column as doses at the row time', () => {
    expect(read.medications.map((m) => [m.name, m.dosage, m.startDate])).toEqual([
      ['Paracetamol', '1g', '2025-03-20'],
      ['Ibuprofen', '400mg', '2025-03-23'],
    ]);
    expect(read.doses.map((d) => [d.medicationId, d.takenAt])).toEqual([
      ['med-paracetamol', '2025-03-20T12:00:00.000Z'],
      ['med-paracetamol', '2025-03-22T09:10:00.000Z'],
      ['med-paracetamol', '2025-03-23T10:00:00.000Z'],
      ['med-ibuprofen', '2025-03-23T10:00:00.000Z'],
      ['med-paracetamol', '2025-03-29T22:30:00.000Z'],
      ['med-paracetamol', '2025-03-30T01:30:00.000Z'],
      ['med-ibuprofen', '2025-04-02T19:30:00.000Z'],
    ]);
  });

  it('skips the bad rows by name, reads the repeated one once, and says each conversion once', () => {
    expect(read.skipped).toEqual([
      { row: 12, reason: 'Pain level 7 is outside 1-5' },
      { row: 13, reason: 'the date 31/02/2025 is not a real date' },
      { row: 15, reason: 'it has no date' },
    ]);
    expect(read.entries.filter((entry) => entry.date === '2025-03-25')).toHaveLength(1);
    expect(read.conversions).toEqual([
      "Pain on this file's 1-5 scale is shown on Cairn's 0-10 scale (1 becomes 0 and 5 becomes 10, rounded in between).",
      "Of several rows on one day, the first is the day's journal and the others are quick logs.",
      'Rows of one day at the same time (or without a time) were given times a minute apart, so each is kept.',
      'Rows without a pain value are imported with pain level 0.',
      '1 row repeats an earlier row exactly and was read once.',
    ]);
  });

  it('gives the same result in chunks of 1 and 7 characters', () => {
    for (const chunkSize of [1, 7]) {
      const again = readCsvText(fixture, OPTIONS, { format: GENERIC_CSV, chunkSize });
      expect(again.entries).toEqual(read.entries);
      expect(again.doses).toEqual(read.doses);
      expect(again.skipped).toEqual(read.skipped);
    }
  });

  it('converts mood from the scale given', () => {
    const text = 'Day,Score,Feeling\n2025-06-01,45,8\n2025-06-02,101,8\n';
    const mapping: ColumnMapping = {
      date: 'Day',
      dateOrder: 'ymd',
      pain: 'Score',
      painScale: '0-100',
      mood: 'Feeling',
      moodScale: '1-10',
    };
    const scored = readCsvText(text, { timeZone: 'UTC', mapping }, { format: GENERIC_CSV });
    expect(scored.entries.map((entry) => [entry.painLevel, entry.moodLevel])).toEqual([[5, 4]]);
    expect(scored.skipped).toEqual([{ row: 3, reason: 'Pain level 101 is outside 0-100' }]);
  });
});

describe('headerSignature', () => {
  it('is the same for the same names however they are written', () => {
    expect(headerSignature(['\uFEFFDate', ' Pain (1-5) ', 'NOTES'])).toBe('date|pain (1-5)|notes');
    expect(headerSignature(['Date', 'Pain (1-5)', 'Notes'])).toBe(
      headerSignature(['date', 'pain  (1-5)', 'notes']),
    );
    expect(headerSignature(['Date', 'Notes'])).not.toBe(headerSignature(['Notes', 'Date']));
  });
});

describe('suggestMapping', () => {
  it("guesses the diary's columns, date order and scales", () => {
    const [header, ...rows] = readCsvRecords(fixture).map((record) => record.cells);
    expect(suggestMapping(header ?? [], rows.slice(0, 5))).toEqual({
      date: 'Date',
      time: 'Time',
      pain: 'Pain (1-5)',
      mood: 'Mood',
      sleepHours: 'Hours slept',
      notes: 'Notes',
      tags: 'Tags',
      symptoms: 'Symptoms',
      locations: 'Where',
      medication: 'Medication',
      dateOrder: 'dmy',
      painScale: '1-5',
      moodScale: '1-5',
    });
  });

  it('reads month-first dates, 0-100 pain and 1-10 mood from the samples', () => {
    const suggestion = suggestMapping(
      ['When', 'Pain score', 'Mood (1-10)', 'Comments'],
      [
        ['03/14/2025', '35', '7', ''],
        ['03/15/2025', '80', '3', 'bad'],
      ],
    );
    expect(suggestion).toEqual({
      date: 'When',
      pain: 'Pain score',
      mood: 'Mood (1-10)',
      notes: 'Comments',
      dateOrder: 'mdy',
      painScale: '0-100',
      moodScale: '1-10',
    });
  });

  it('leaves the date order to the person when every sample could be either', () => {
    expect(suggestMapping(['Date', 'Level'], [['03/04/2025', '4']])).toEqual({
      date: 'Date',
      pain: 'Level',
      painScale: '1-5',
    });
  });
});

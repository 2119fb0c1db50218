import { describe, expect, it } from 'vitest';
import { EMPTY_ENTRY_FIELDS, type JournalEntry } from '../journal';
import { entriesCsv, ENTRIES_CSV_HEADER } from '../journal-csv';
import { CAIRN_CSV } from './cairn-csv';
import { readCsvText } from './test-sink';
import fixture from './fixtures/cairn.csv?raw';

const LONDON = { timeZone: 'Europe/London' };

function journalEntry(overrides: Partial<JournalEntry> & { date: string }): JournalEntry {
  const createdAt = overrides.createdAt ?? `${overrides.date}T18:00:00.000Z`;
  return {
    ...EMPTY_ENTRY_FIELDS,
    id: `source-${overrides.date}`,
    kind: 'journal',
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** An entry as it comes back: the same fields, under the reader's own id. */
const withoutId = ({ id: _id, ...rest }: { id: string }) => rest;

describe('CAIRN_CSV', () => {
  it('knows the header of entriesCsv, whatever the case, spaces and byte order mark', () => {
    expect(CAIRN_CSV.matches(ENTRIES_CSV_HEADER)).toBe(true);
    const loose = ENTRIES_CSV_HEADER.map((name, i) =>
      i === 0 ? `\uFEFF ${name.toUpperCase()} ` : name,
    );
    expect(CAIRN_CSV.matches(loose)).toBe(true);
    expect(CAIRN_CSV.matches(ENTRIES_CSV_HEADER.slice(0, -1))).toBe(false);
  });

  it('gives back the entries entriesCsv wrote', () => {
    const entries = [
      journalEntry({
        date: '2025-03-30',
        painLevel: 7,
        painLocations: [
          { bodyPart: 'lowerBack', intensity: 7 },
          { bodyPart: 'leftKnee', intensity: 4 },
        ],
        primaryLocation: 'Lower Back',
        painTypes: ['Aching', 'Burning'],
        duration: 'All day',
        symptoms: ['Fatigue'],
        symptomsDescription: 'Tired, "heavy" legs, worse by evening',
        moodLevel: 2,
        moodNotes: 'Low',
        emotionalState: 'Frustrated',
        stressLevel: 6,
        energyLevel: 3,
        sleepQuality: 4,
        sleepHours: 5.5,
        activities: ['Walking', 'Stretching'],
        gratitude: 'A call from my sister',
        notes: 'Line one\r\nLine two, with a comma',
        journalEntry: '=SUM(A1) is not a formula here',
        dailyPrompt: 'What helped?',
        promptResponse: '-Heat, rest',
        customTags: ['flare', 'weather'],
        weatherConditions: 'Rain',
        temperature: -3.5,
        humidity: 88,
        pressure: 1001.5,
        createdAt: '2025-03-30T01:30:00.000Z',
        updatedAt: '2025-03-30T21:15:42.123Z',
      }),
      journalEntry({
        date: '2025-03-30',
        kind: 'quick',
        painLevel: 0,
        createdAt: '2025-03-30T12:00:00.000Z',
      }),
      journalEntry({ date: '2025-03-31', kind: 'emergency', painLevel: 10, notes: '@home' }),
    ];
    const read = readCsvText(entriesCsv(entries), LONDON, { chunkSize: 7 });
    expect(read.format).toBe(CAIRN_CSV);
    expect(read.skipped).toEqual([]);
    expect(read.entries.map(withoutId)).toEqual(entries.map(withoutId));
    expect(read.entries.map((entry) => entry.id)).toEqual(['row-2', 'row-3', 'row-4']);
    expect(read.tags.map((tag) => tag.name)).toEqual(['flare', 'weather']);
  });

  describe('the fixture', () => {
    const read = readCsvText(fixture, LONDON);

    it('reads each good row as the entry it was', () => {
      expect(read.entries).toHaveLength(18);
      const rainy = read.entries.find((entry) => entry.date === '2025-03-26');
      expect(rainy).toMatchObject({
        id: 'row-5',
        kind: 'journal',
        painLevel: 6,
        painLocations: [{ bodyPart: 'lowerBack', intensity: 6 }],
        notes: 'Long day.\r\nBack flared after gardening, then eased.',
        sleepHours: 5.75,
        createdAt: '2025-03-26T20:30:00.000Z',
        updatedAt: '2025-03-26T21:05:00.000Z',
      });
      // The formula guard csvCell adds ("'-10 degrees...") is taken off again.
      expect(
        read.entries.find((entry) => entry.date === '2025-04-01' && entry.kind === 'journal')
          ?.notes,
      ).toBe('-10 degrees of movement lost, physio says');
      expect(read.entries.find((entry) => entry.kind === 'emergency')?.notes).toBe('=called 111');
    });

    it('keeps the quick log made on the clock-change morning at its own instant', () => {
      const quick = read.entries.filter((entry) => entry.date === '2025-03-30');
      expect(quick.map((entry) => [entry.kind, entry.createdAt])).toEqual([
        ['quick', '2025-03-30T01:30:00.000Z'],
        ['journal', '2025-03-30T19:30:00.000Z'],
      ]);
      expect(quick[0]?.painLocations).toEqual([{ bodyPart: 'rightHip', intensity: 7 }]);
    });

    it('skips the rows Cairn would not have written, naming the field', () => {
      expect(read.skipped).toEqual([
        { row: 6, reason: 'the date 2025-02-30 is not a real date' },
        { row: 8, reason: "it is a second journal for 2025-03-27 (row 7 is that day's journal)" },
        { row: 19, reason: 'it has no date' },
        { row: 24, reason: 'Pain level 14 is outside 0-10' },
      ]);
    });

    it('reads the repeated row once and says so', () => {
      expect(read.entries.filter((entry) => entry.date === '2025-03-25')).toHaveLength(1);
      expect(read.conversions).toEqual(['1 row repeats an earlier row exactly and was read once.']);
    });

    it('hands each tag over once, before the first entry that carries it', () => {
      expect(read.tags.map((tag) => [tag.name, tag.createdAt])).toEqual([
        ['work', '2025-03-24T20:30:00.000Z'],
        ['flare', '2025-03-25T20:30:00.000Z'],
        ['weather', '2025-03-25T20:30:00.000Z'],
      ]);
    });

    it('gives the same result read 1 character at a time', () => {
      const bytewise = readCsvText(fixture, LONDON, { chunkSize: 1 });
      expect(bytewise.entries).toEqual(read.entries);
      expect(bytewise.skipped).toEqual(read.skipped);
    });
  });

  it('takes an entry without its instants at 12:00 in the account zone', () => {
    const header = ENTRIES_CSV_HEADER.join(',');
    const row = ENTRIES_CSV_HEADER.map((name) =>
      name === 'Date' ? '2025-07-01' : name === 'Pain level' ? '3' : '',
    ).join(',');
    const read = readCsvText(`${header}\n${row}\n`, LONDON);
    expect(read.entries[0]).toMatchObject({
      kind: 'journal',
      createdAt: '2025-07-01T11:00:00.000Z',
      updatedAt: '2025-07-01T11:00:00.000Z',
    });
  });

  it('skips a location the body chart does not have and a value the schema refuses', () => {
    const header = ENTRIES_CSV_HEADER.join(',');
    const row = (values: Record<string, string>) =>
      ENTRIES_CSV_HEADER.map((name) => values[name] ?? '').join(',');
    const read = readCsvText(
      [
        header,
        row({ Date: '2025-07-01', 'Pain level': '3', 'Pain locations': 'Tail (4)' }),
        row({ Date: '2025-07-02', 'Pain level': '3', 'Mood level': '9' }),
        row({ Date: '2025-07-03', 'Pain level': '3', Kind: 'daily' }),
        row({ Date: '2025-07-04', 'Pain level': 'high' }),
      ].join('\n'),
      LONDON,
    );
    expect(read.entries).toEqual([]);
    expect(read.skipped).toEqual([
      { row: 2, reason: 'the pain location "Tail (4)" is not a part of the body chart' },
      { row: 3, reason: 'Mood level must be between 1 and 5 (moodLevel)' },
      { row: 4, reason: 'Kind must be journal, quick or emergency (kind)' },
      { row: 5, reason: 'Pain level "high" is not a number' },
    ]);
  });
});

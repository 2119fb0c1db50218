import { describe, expect, it } from 'vitest';
import { CRISISCORE_CSV } from './crisiscore-csv';
import { readCsvText } from './test-sink';
import fixture from './fixtures/crisiscore.csv?raw';

/** As exportToCSV writes it: one line, the rows joined by the two characters "\n". */
/** The same rows on lines of their own (as after a spreadsheet saved the file again). */
const onLines = fixture.replaceAll('\\n', '\r\n');
const NEW_YORK = { timeZone: 'America/New_York' };
const HEADER =
  'Date,Time,Pain Level,Locations,Symptoms,Limited Activities,Sleep Quality,Mood Impact,Missed Work Days,Notes';

describe('CRISISCORE_CSV', () => {
  it('knows its header, alone or with the rows the app joined to it', () => {
    expect(CRISISCORE_CSV.matches(HEADER.split(','))).toBe(true);
    expect(
      CRISISCORE_CSV.matches(
        HEADER.toLowerCase()
          .split(',')
          .map((name) => ` ${name} `),
      ),
    ).toBe(true);
    expect(
      CRISISCORE_CSV.matches([...HEADER.split(',').slice(0, 9), 'Notes\\n2025-03-01', '09:00']),
    ).toBe(true);
    expect(CRISISCORE_CSV.matches(HEADER.split(',').slice(0, 9))).toBe(false);
  });

  const read = readCsvText(fixture, NEW_YORK);

  it('reads every row of the one-line export', () => {
    expect(read.format).toBe(CRISISCORE_CSV);
    expect(read.entries).toHaveLength(20);
    expect(read.entries[0]).toMatchObject({
      id: 'row-2',
      date: '2025-03-01',
      kind: 'journal',
      createdAt: '2025-03-01T14:05:00.000Z',
      painLevel: 5,
      painLocations: [
        { bodyPart: 'lowerBack', intensity: 5 },
        { bodyPart: 'neck', intensity: 5 },
      ],
      symptoms: ['aching', 'stiffness'],
      activities: ['walking'],
      sleepQuality: 6,
      // Mood impact 4 of 10 is a fairly good mood: 5 - 4 x 0.4 = 3.4.
      moodLevel: 3,
      moodNotes: 'CrisisCore mood impact: 4 of 10',
      notes: 'Morning stiffness',
    });
  });

  it('reads the UTC times into the local day, the first entry of a day its journal', () => {
    const days = read.entries.map((entry) => [entry.date, entry.kind, entry.createdAt]);
    expect(days.slice(0, 7)).toEqual([
      ['2025-03-01', 'journal', '2025-03-01T14:05:00.000Z'],
      // 23:40 UTC is 18:40 in New York: the same day.
      ['2025-03-01', 'quick', '2025-03-01T23:40:00.000Z'],
      ['2025-03-02', 'journal', '2025-03-02T15:00:00.000Z'],
      ['2025-03-03', 'journal', '2025-03-03T13:20:00.000Z'],
      // 02:30 UTC on the 4th is 21:30 on the 3rd in New York.
      ['2025-03-03', 'quick', '2025-03-04T02:30:00.000Z'],
      ['2025-03-04', 'journal', '2025-03-04T14:00:00.000Z'],
      ['2025-03-05', 'journal', '2025-03-05T14:10:00.000Z'],
    ]);
  });

  it('keeps the entries on both sides of the March clock change on their day', () => {
    const changeDay = read.entries.filter((entry) => entry.date === '2025-03-09');
    expect(changeDay.map((entry) => [entry.kind, entry.createdAt])).toEqual([
      ['journal', '2025-03-09T06:30:00.000Z'], // 01:30 EST
      ['quick', '2025-03-09T07:30:00.000Z'], // 03:30 EDT
      ['quick', '2025-03-09T16:00:00.000Z'],
      ['quick', '2025-03-10T03:59:00.000Z'], // 23:59 EDT
    ]);
  });

  it('matches locations to the body chart and keeps the others in the notes', () => {
    const byDate = (date: string) =>
      read.entries.find((entry) => entry.date === date && entry.kind === 'journal');
    expect(byDate('2025-03-02')?.painLocations).toEqual([
      { bodyPart: 'leftKnee', intensity: 4 },
      { bodyPart: 'rightKnee', intensity: 4 },
    ]);
    expect(byDate('2025-03-07')).toMatchObject({
      painLocations: [
        { bodyPart: 'leftFoot', intensity: 4 },
        { bodyPart: 'rightFoot', intensity: 4 },
      ],
      notes: "Swollen ankles after the walk\nPain locations not on Cairn's body chart: ankles",
    });
    expect(byDate('2025-03-15')?.painLocations).toEqual([
      { bodyPart: 'leftKnee', intensity: 4 },
      { bodyPart: 'rightShoulder', intensity: 4 },
    ]);
    expect(byDate('2025-03-10')?.notes).toBe(
      "Hands numb in the morning\nPain locations not on Cairn's body chart: wrists\nMissed work days: 2",
    );
  });

  it('reads empty sleep and mood cells (how the app writes 0) as not recorded', () => {
    const quiet = read.entries.find((entry) => entry.date === '2025-03-08');
    expect(quiet).toMatchObject({ sleepQuality: null, moodLevel: null, moodNotes: null });
  });

  it('takes a day without a time at 12:00 local, and keeps a line break in the notes', () => {
    expect(read.entries.find((entry) => entry.date === '2025-03-12')?.createdAt).toBe(
      '2025-03-12T16:00:00.000Z',
    );
    expect(read.entries.find((entry) => entry.date === '2025-03-11')?.notes).toBe(
      'Better today.\nWalked 20 min, no pain after',
    );
  });

  it('skips the bad rows with their reasons and reads the repeated row once', () => {
    expect(read.skipped).toEqual([
      { row: 9, reason: 'Pain Level 14 is outside 0-10' },
      { row: 18, reason: 'the date 2025-02-30 is not a real date' },
      { row: 19, reason: 'it has no date' },
    ]);
    expect(read.entries.filter((entry) => entry.date === '2025-03-07')).toHaveLength(1);
  });

  it('says each conversion once', () => {
    expect(read.conversions).toEqual([
      "CrisisCore writes each entry's time in UTC; Cairn shows it in your time zone, so an entry made near midnight may fall on the neighbouring day.",
      'CrisisCore records one pain level per entry: each of its body locations is marked at that level.',
      "CrisisCore's limited activities are listed as the entry's activities.",
      "CrisisCore's Mood Impact (0 no impact to 10 severe) is shown as Cairn's mood 1-5 the other way round (0 becomes 5 and 10 becomes 1, rounded in between); the value itself is kept in the mood notes.",
      "Of several CrisisCore entries on one day, the first is the day's journal and the others are quick logs.",
      '1 row repeats an earlier row exactly and was read once.',
    ]);
  });

  it('reads the rows on lines of their own the same, in chunks of any size', () => {
    for (const [text, chunkSize] of [
      [fixture, 1],
      [fixture, 7],
      [onLines, 1],
      [onLines, 7],
    ] as const) {
      const again = readCsvText(text, NEW_YORK, { chunkSize });
      expect(again.entries).toEqual(read.entries);
      expect(again.skipped).toEqual(read.skipped);
      expect(again.conversions).toEqual(read.conversions);
    }
  });
});

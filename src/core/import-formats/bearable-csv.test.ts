import { describe, expect, it } from 'vitest';
import { BEARABLE_CSV } from './bearable-csv';
import { readCsvText } from './test-sink';
import fixture from './fixtures/bearable.csv?raw';

const LONDON = { timeZone: 'Europe/London' };

describe('BEARABLE_CSV', () => {
  it('knows its header, written with spaces after the commas', () => {
    expect(
      BEARABLE_CSV.matches([
        'date',
        ' date formatted',
        ' weekday',
        ' time of day',
        ' category',
        ' rating/amount',
        ' detail',
        ' notes',
      ]),
    ).toBe(true);
    expect(BEARABLE_CSV.matches(['date', 'category', 'notes'])).toBe(false);
  });

  const read = readCsvText(fixture, LONDON);
  const day = (date: string) => read.entries.find((entry) => entry.date === date);

  it("gathers a day's readings into one journal entry, in date order", () => {
    expect(read.format).toBe(BEARABLE_CSV);
    expect(read.entries.map((entry) => [entry.id, entry.kind, entry.createdAt])).toEqual([
      ['day-2024-03-28', 'journal', '2024-03-28T12:00:00.000Z'],
      ['day-2024-03-29', 'journal', '2024-03-29T12:00:00.000Z'],
      ['day-2024-03-30', 'journal', '2024-03-30T12:00:00.000Z'],
      // 12:00 BST, the clocks having gone forward that morning.
      ['day-2024-03-31', 'journal', '2024-03-31T11:00:00.000Z'],
      ['day-2024-04-01', 'journal', '2024-04-01T11:00:00.000Z'],
    ]);
  });

  it('takes the highest pain, averages and converts the scales, and lists every reading', () => {
    expect(day('2024-03-28')).toMatchObject({
      painLevel: 7,
      painLocations: [{ bodyPart: 'lowerBack', intensity: 7 }],
      moodLevel: 3, // 6 of 10
      moodNotes: 'Mood (am): 6 of 10',
      energyLevel: 3, // 4 of 10: (4 - 1) x 10 / 9 = 3.3
      sleepQuality: 5, // 3 of 5
      sleepHours: 6.5,
      symptoms: ['Fatigue', 'Headache'],
      symptomsDescription: 'Fatigue (am): moderate (2 of 4)\nHeadache (pm): severe (3 of 4)',
      customTags: ['Coffee', 'Work from office'],
      // The day's last row came at the end of the file; it is still this day's.
      notes: [
        'Pain (am): 5; Lower back; stiff getting up',
        'Pain (pm): 7; Lower back; after the commute, sitting for 2h',
        'Sleep: 6.5 hours',
        'Sleep quality: 3 of 5',
        'Energy (pm): 4 of 10',
        'Forgot to add: physio booked for Tuesday',
      ].join('\n'),
    });
  });

  it('keeps unknown categories and conditions in the notes, and symptoms rated none out of the list', () => {
    expect(day('2024-03-30')).toMatchObject({
      painLevel: 3,
      painLocations: [{ bodyPart: 'leftKnee', intensity: 3 }],
      moodLevel: 4,
      sleepQuality: 8,
      customTags: ['Walk', 'Stretching'],
      notes:
        'Pain (mid): 3; Left knee\nBowel movements (am): 4; Type 4\nSleep: 8 hours\nSleep quality: 4 of 5',
    });
    expect(day('2024-04-01')).toMatchObject({
      painLevel: 6,
      painLocations: [{ bodyPart: 'lowerBack', intensity: 5 }],
      symptoms: [],
      symptomsDescription: 'Nausea (pm): none (0 of 4)',
      energyLevel: 2, // 3 of 10
      notes: 'Pain (am): 5; Lower back\nPain (pm): 6; Migraine; dark room\nEnergy (am): 3 of 10',
    });
    expect(day('2024-03-31')).toMatchObject({
      painLocations: [
        { bodyPart: 'lowerBack', intensity: 6 },
        { bodyPart: 'rightHip', intensity: 6 },
      ],
      sleepHours: 5.75,
      notes:
        'Pain (am): 6; Lower back, Right hip\nSleep: 5.75 hours\nClocks went forward, lost an hour',
    });
  });

  it('makes each medication once, at its first dose, and a dose log of every medication row', () => {
    expect(read.medications.map((m) => [m.id, m.name, m.dosage, m.startDate, m.frequency])).toEqual(
      [
        ['med-ibuprofen', 'Ibuprofen', '400mg', '2024-03-28', 'as-needed'],
        ['med-naproxen', 'Naproxen', '250 mg', '2024-03-29', 'as-needed'],
        ['med-vitamin-d3', 'Vitamin D3', '1000 IU', '2024-04-02', 'as-needed'],
      ],
    );
    expect(
      read.doses.map((d) => [d.id, d.medicationId, d.takenAt, d.dosageActual, d.notes]),
    ).toEqual([
      ['dose-row-7', 'med-ibuprofen', '2024-03-28T08:00:00.000Z', '400mg', null],
      ['dose-row-17', 'med-naproxen', '2024-03-29T19:00:00.000Z', '2 x 250 mg', 'with food'],
      // 01:30 did not exist that morning in London: it is read as 02:30 BST.
      ['dose-row-28', 'med-ibuprofen', '2024-03-31T01:30:00.000Z', '400mg', 'woke in pain'],
      ['dose-row-39', 'med-ibuprofen', '2024-04-01T07:00:00.000Z', '400mg', null],
      ['dose-row-40', 'med-ibuprofen', '2024-04-01T18:00:00.000Z', '400mg', null],
      ['dose-row-42', 'med-vitamin-d3', '2024-04-02T07:00:00.000Z', '1000 IU', null],
    ]);
  });

  it('skips the bad rows by name and reads the repeated one once', () => {
    expect(read.skipped).toEqual([
      { row: 23, reason: 'Pain rating 14 is outside 0-10' },
      { row: 31, reason: 'Symptom rating 6 is outside 0-4' },
      { row: 34, reason: 'it has no date' },
      { row: 43, reason: 'the date 2024-02-30 is not a real date' },
    ]);
    expect(day('2024-03-29')?.notes).toBe(
      'Pain (am): 4; Neck\nPain (pm): 4; Neck; desk work\nSleep: 7.25 hours\nEnergy (mid): 6 of 10\nQuiet day at home, "pacing" worked',
    );
  });

  it('says each conversion once', () => {
    expect(read.conversions).toEqual([
      "Mood on Bearable's 1-10 scale is shown on Cairn's 1-5 scale (1 becomes 1 and 10 becomes 5, rounded in between). A day's readings are averaged and kept in its mood notes.",
      "Bearable's pain readings of a day become that day's journal entry with the day's highest reading as its pain level; every reading is listed in the entry's notes.",
      "Bearable's symptom severities (0-4: none, mild, moderate, severe, unbearable) are written in the symptoms description.",
      'Bearable doses without a clock time are taken at the middle of their part of the day (am 08:00, mid 13:00, pm 19:00, night 22:00), else at 12:00.',
      "Sleep quality on Bearable's 1-5 scale is shown on Cairn's 0-10 scale (1 becomes 0 and 5 becomes 10, rounded in between). A day's readings are averaged.",
      "Energy on Bearable's 1-10 scale is shown on Cairn's 0-10 scale (1 becomes 0 and 10 becomes 10, rounded in between). A day's readings are averaged and listed in its notes.",
      '1 row repeats an earlier row exactly and was read once.',
    ]);
  });

  it('gives the same result in chunks of 1 and 7 characters', () => {
    for (const chunkSize of [1, 7]) {
      const again = readCsvText(fixture, LONDON, { chunkSize });
      expect(again.entries).toEqual(read.entries);
      expect(again.doses).toEqual(read.doses);
      expect(again.skipped).toEqual(read.skipped);
    }
  });

  it('gives a day with no pain reading pain 0, and says so', () => {
    const text = 'date, category, rating/amount, detail, notes\n2024-05-01, Mood, 8, ,\n';
    const one = readCsvText(text, LONDON);
    expect(one.entries[0]).toMatchObject({ date: '2024-05-01', painLevel: 0, moodLevel: 4 });
    expect(one.conversions).toContain(
      'Days with no Bearable pain reading are imported with pain level 0.',
    );
  });

  it('places a day by the date-time Bearable wrote with an offset', () => {
    const text =
      'date, time of day, category, rating/amount, detail, notes\n2024-03-31T00:30:00+01:00, , Pain, 4, Neck,\n2024-03-31T23:30:00Z, , Medication, 1, Ibuprofen 200mg,\n';
    const timed = readCsvText(text, LONDON);
    // 00:30 BST on the 31st is 23:30 GMT on the 30th, which London was still in.
    expect(timed.entries.map((entry) => entry.date)).toEqual(['2024-03-30']);
    expect(timed.doses[0]?.takenAt).toBe('2024-03-31T23:30:00.000Z');
    expect(timed.medications[0]?.startDate).toBe('2024-04-01');
  });
});

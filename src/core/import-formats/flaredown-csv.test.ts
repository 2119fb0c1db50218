import { describe, expect, it } from 'vitest';
import { FLAREDOWN_CSV } from './flaredown-csv';
import { readCsvText } from './test-sink';
import fixture from './fixtures/flaredown.csv?raw';

const NEW_YORK = { timeZone: 'America/New_York' };

describe('FLAREDOWN_CSV', () => {
  it('knows its header: Date, the trackables, Tags and Foods, weather or not, an id first or not', () => {
    expect(FLAREDOWN_CSV.matches(['Date', 'Fibromyalgia', 'Ibuprofen', 'Tags', 'Foods'])).toBe(
      true,
    );
    expect(
      FLAREDOWN_CSV.matches(['checkin_id', 'date', 'Migraine', 'tags', 'foods', 'Weather summary']),
    ).toBe(true);
    expect(FLAREDOWN_CSV.matches(['Date', 'Pain', 'Tags'])).toBe(false);
    expect(FLAREDOWN_CSV.matches(['Date', 'Foods', 'Tags'])).toBe(false);
  });

  const read = readCsvText(fixture, NEW_YORK);
  const day = (date: string) => read.entries.find((entry) => entry.date === date);

  it('makes one journal entry a check-in day, at 12:00 local', () => {
    expect(read.format).toBe(FLAREDOWN_CSV);
    expect(read.entries).toHaveLength(18);
    expect(read.entries.every((entry) => entry.kind === 'journal')).toBe(true);
    // 12:00 EDT the day before the November change, 12:00 EST on it.
    expect(day('2024-11-02')?.createdAt).toBe('2024-11-02T16:00:00.000Z');
    expect(day('2024-11-03')?.createdAt).toBe('2024-11-03T17:00:00.000Z');
  });

  it("takes the day's highest 0-4 rating as its pain, on 0-10", () => {
    expect(day('2024-10-27')).toMatchObject({
      id: 'row-4',
      painLevel: 8, // 3 of 4
      symptoms: ['Fibromyalgia', 'Migraine', 'Fatigue', 'Brain fog', 'Nausea'],
      symptomsDescription:
        'Fibromyalgia: 3 of 4\nMigraine: 2 of 4\nFatigue: 3 of 4\nBrain fog: 2 of 4\nNausea: 1 of 4',
      customTags: ['stress', 'poor sleep'],
      weatherConditions: 'Overcast',
      notes:
        'Foods: Coffee, brewed from grounds, prepared with tap water; Cheese, cheddar\n' +
        'Weather: max temperature 52.3; min temperature 44.0; pressure 1009.8; precipitation intensity 0.0; humidity 80',
    });
    expect(day('2024-10-31')?.painLevel).toBe(10);
    expect(day('2024-11-11')).toMatchObject({ painLevel: 3, symptoms: ['Fibromyalgia'] });
    // A row that ends after Foods (an older export, or a day without weather).
    expect(day('2024-10-28')).toMatchObject({ painLevel: 5, weatherConditions: null, notes: null });
  });

  it('makes each treatment a medication with its dose logs, "Not Taken" a skipped dose', () => {
    expect(read.medications.map((m) => [m.id, m.name, m.dosage, m.startDate])).toEqual([
      ['med-ibuprofen', 'Ibuprofen', '400 mg', '2024-10-25'],
      ['med-amitriptyline', 'Amitriptyline', '10mg', '2024-10-25'],
      ['med-yoga', 'Yoga', 'As needed', '2024-10-26'],
    ]);
    // Amitriptyline 18 days, ibuprofen 8, yoga 8.
    expect(read.doses).toHaveLength(34);
    const onDay = (date: string) =>
      read.doses
        .filter((dose) => dose.takenAt.startsWith(date))
        .map((dose) => [dose.medicationId, dose.takenAt, dose.dosageActual, dose.skipped]);
    expect(onDay('2024-10-30')).toEqual([
      ['med-amitriptyline', '2024-10-30T16:00:00.000Z', null, true],
      ['med-yoga', '2024-10-30T16:00:00.000Z', null, false],
    ]);
    expect(onDay('2024-11-03')).toEqual([
      ['med-amitriptyline', '2024-11-03T17:00:00.000Z', '10mg', false],
    ]);
    expect(onDay('2024-10-31')[0]).toEqual([
      'med-ibuprofen',
      '2024-10-31T16:00:00.000Z',
      '600 mg',
      false,
    ]);
  });

  it('hands each tag over once', () => {
    expect(read.tags.map((tag) => tag.name)).toEqual([
      'stress',
      'poor sleep',
      'travel',
      'period',
      'rest day',
      'weather change',
    ]);
  });

  it('skips the bad rows by name, the second check-in of a day included, and reads a repeat once', () => {
    expect(read.skipped).toEqual([
      { row: 11, reason: 'Fatigue 7 is outside 0-4' },
      { row: 16, reason: 'the date 2024-11-31 is not a real date' },
      { row: 19, reason: 'it has no date' },
      { row: 22, reason: 'it is a second check-in for 2024-11-09 (row 21 has that day)' },
    ]);
    expect(read.entries.filter((entry) => entry.date === '2024-10-29')).toHaveLength(1);
    expect(read.conversions).toEqual([
      "Flaredown's conditions and symptoms rated above 0 are listed as the entry's symptoms, with every 0-4 rating in the symptoms description.",
      "Flaredown's foods are listed in the entry's notes.",
      "Pain on Flaredown's 0-4 scale is shown on Cairn's 0-10 scale (x2.5, rounded). A day's pain is its highest condition or symptom rating, since Flaredown's file does not say which columns are conditions.",
      'Flaredown treatments are dose logs at 12:00 on their day; "Not Taken" is a skipped dose.',
      '1 row repeats an earlier row exactly and was read once.',
    ]);
  });

  it('gives the same result in chunks of 1 and 7 characters', () => {
    for (const chunkSize of [1, 7]) {
      const again = readCsvText(fixture, NEW_YORK, { chunkSize });
      expect(again.entries).toEqual(read.entries);
      expect(again.doses).toEqual(read.doses);
      expect(again.skipped).toEqual(read.skipped);
    }
  });

  it('reads a number in a treatment column as a dose once the column has shown a treatment', () => {
    const text = 'Date,Back pain,Water,Tags,Foods\n2024-01-01,2,Taken,,\n2024-01-02,3,2,,\n';
    const water = readCsvText(text, NEW_YORK);
    expect(water.entries.map((entry) => entry.painLevel)).toEqual([5, 8]);
    expect(water.doses.map((dose) => dose.dosageActual)).toEqual([null, '2']);
  });
});

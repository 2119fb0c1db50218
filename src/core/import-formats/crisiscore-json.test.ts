import { describe, expect, it } from 'vitest';
import { importRecordSchemas } from '../data-import';
import { CRISISCORE_JSON } from './crisiscore-json';
import fixture from './fixtures/crisiscore.json?raw';
import { collectingSink } from './test-sink';

/** CrisisCore is made in British Columbia; its timestamps are UTC. */
const OPTIONS = { timeZone: 'America/Vancouver' };

function read(document: unknown = JSON.parse(fixture)) {
  const sink = collectingSink();
  CRISISCORE_JSON.read(document, OPTIONS, sink);
  return sink;
}

describe('CRISISCORE_JSON: the fixture, as exportToJSON writes it', () => {
  it('reads every good entry, on the person’s own day, the earliest of a day as its journal', () => {
    const { entries } = read();
    expect(entries.map((e) => [e.id, e.date, e.kind, e.createdAt, e.painLevel])).toEqual([
      // 08:30 UTC is 00:30 in Vancouver; 19:45 UTC is 11:45 the same day.
      ['item-1', '2024-11-18', 'journal', '2024-11-18T08:30:00.000Z', 7],
      ['item-2', '2024-11-18', 'quick', '2024-11-18T19:45:00.000Z', 7],
      // No offset: 09:00 on the wall clock in Vancouver.
      ['item-3', '2024-11-19', 'journal', '2024-11-19T17:00:00.000Z', 3],
    ]);
    for (const entry of entries) {
      expect(importRecordSchemas.journalEntry.safeParse(entry).success).toBe(true);
    }
  });

  it('maps locations to the body chart at the entry’s pain, the rest kept in the notes', () => {
    const [morning, evening] = read().entries;
    expect(morning!.painLocations).toEqual([
      { bodyPart: 'lowerBack', intensity: 7 },
      { bodyPart: 'leftKnee', intensity: 7 },
    ]);
    expect(morning!.notes).toContain("Pain locations not on Cairn's body chart: ankles");
    // "shoulders" is the pair.
    expect(evening!.painLocations?.map((l) => l.bodyPart)).toEqual([
      'neck',
      'leftShoulder',
      'rightShoulder',
    ]);
  });

  it('maps symptoms, pain types, activities, sleep, stress and mood', () => {
    const [morning, evening, nextDay] = read().entries;
    expect(morning).toMatchObject({
      symptoms: ['aching', 'stiffness'],
      activities: ['walking'],
      sleepQuality: 4,
      // Mood impact 7 of 10, reversed onto 1-5.
      moodLevel: 2,
      moodNotes: 'CrisisCore mood impact: 7 of 10',
    });
    expect(evening).toMatchObject({
      painTypes: ['burning'],
      stressLevel: 8,
      // The app's 0 for sleep quality means not given.
      sleepQuality: null,
      moodLevel: 3,
      moodNotes: 'CrisisCore mood rating: 3 of 10\nCrisisCore mood impact: 5 of 10',
    });
    expect(nextDay).toMatchObject({ sleepQuality: null, moodLevel: null });
  });

  it('keeps the notes and every other field in words', () => {
    const [morning, evening, nextDay] = read().entries;
    expect(morning!.notes).toBe(
      [
        'Stiff after a bad night.',
        'Assistance needed: cane',
        'Social impact: Cancelled plans with friends/family',
        'Missed work days: 1',
        'Work limitations: No lifting',
        'Recent treatments: Physiotherapy, Dr. Lee, 2024-11-15, helpful',
        "Pain locations not on Cairn's body chart: ankles",
      ].join('\n'),
    );
    expect(evening!.notes).toBe(
      'Evening flare.\nMedication changes: Started gabapentin\nTriggers: cold weather',
    );
    expect(nextDay!.notes).toBe('Better after the heat pad.\nWeather: Rain, 6°C');
  });

  it('makes each medication once, stopped when the latest entry no longer lists it', () => {
    const { medications } = read();
    expect(medications).toEqual([
      expect.objectContaining({
        id: 'med-1',
        name: 'Ibuprofen',
        dosage: '400mg',
        // "Every 4h" is no frequency Cairn has: kept as the instructions.
        frequency: 'as-needed',
        instructions: 'Every 4h',
        notes: 'Effectiveness: moderate',
        isActive: false,
        startDate: '2024-11-18',
        endDate: '2024-11-18',
        reminderEnabled: false,
      }),
      expect.objectContaining({
        id: 'med-2',
        name: 'Gabapentin',
        frequency: 'three-times-daily',
        isActive: true,
        startDate: '2024-11-18',
        endDate: null,
      }),
    ]);
  });

  it('skips a bad item by its number, naming the field, and reads a repeat once', () => {
    const sink = read();
    expect(sink.skipped).toEqual([
      { row: 4, reason: 'Pain level 14 is outside 0-10 (baselineData.pain)' },
      { row: 5, reason: 'it has no timestamp' },
    ]);
    // Item 6 is item 1 saved again under a new id.
    expect(sink.entries.map((e) => e.id)).not.toContain('item-6');
    expect(sink.conversions).toContain('1 row repeats an earlier row exactly and was read once.');
  });

  it('says how values were changed to fit Cairn', () => {
    expect(read().conversions).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          "Mood Impact (0 no impact to 10 severe) is shown as Cairn's mood 1-5",
        ),
        'CrisisCore values with decimals were rounded to whole numbers.',
        "Of several CrisisCore entries on one day, the earliest is the day's journal and the others are quick logs.",
      ]),
    );
  });

  it('gives the same records every time', () => {
    const once = read();
    const again = read();
    expect(again.entries).toEqual(once.entries);
    expect(again.medications).toEqual(once.medications);
  });
});

describe('CRISISCORE_JSON: other shapes', () => {
  it('reads the minimal (redacted) export', () => {
    const sink = read([
      {
        id: 1,
        timestamp: '2024-11-18T16:00:00.000Z',
        painLevel: 5,
        symptoms: ['aching'],
        medications: [{ name: 'Naproxen', dosage: '250mg', frequency: 'twice daily' }],
      },
    ]);
    expect(sink.skipped).toEqual([]);
    expect(sink.entries).toEqual([
      expect.objectContaining({ date: '2024-11-18', painLevel: 5, symptoms: ['aching'] }),
    ]);
    expect(sink.medications).toEqual([
      expect.objectContaining({ name: 'Naproxen', dosage: '250mg', frequency: 'twice-daily' }),
    ]);
  });

  it('names a field that is not a number', () => {
    const sink = read([{ timestamp: '2024-11-18T16:00:00Z', baselineData: { pain: 'high' } }]);
    expect(sink.skipped).toEqual([
      { row: 1, reason: 'Pain level "high" is not a number (baselineData.pain)' },
    ]);
  });

  it('knows its files and refuses what is not one', () => {
    expect(CRISISCORE_JSON.matches(JSON.parse(fixture))).toBe(true);
    expect(CRISISCORE_JSON.matches([])).toBe(false);
    expect(CRISISCORE_JSON.matches([{ date: '2024-11-18', pain: 4 }])).toBe(false);
    expect(CRISISCORE_JSON.matches({ format: 'cairn-export' })).toBe(false);
    expect(() => read({ entries: [] })).toThrow(
      'This file is not a CrisisCore JSON export: it should be a list of pain entries, each with a timestamp and a pain level.',
    );
  });
});

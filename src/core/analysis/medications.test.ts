import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '../calendar';
import { localClock } from './local-clock';
import { medicationTimeline } from './medications';
import type { AnalysisMedication } from './types';

const FROM = '2026-03-01';
const window = { fromDay: dayNumber(FROM) as number, toDay: (dayNumber(FROM) as number) + 9 };
const medication = {
  id: 'm1',
  name: 'Amitriptyline',
  isActive: true,
  startDate: FROM,
  endDate: null,
};
const daily = { medicationId: 'm1', days: [0, 1, 2, 3, 4, 5, 6], isActive: true };

describe('medication timeline', () => {
  it('compares pain on scheduled days taken and missed, from 3 of each', () => {
    // Taken on days 0-5 (pain 3), missed on days 6-9 (pain 6).
    const doseLogs = [0, 1, 2, 3, 4, 5].map((offset) => ({
      medicationId: 'm1',
      takenAt: `${addDays(FROM, offset)}T20:00:00Z`,
      skipped: false,
      effectiveness: offset % 2 === 0 ? 6 : 8,
    }));
    const pain = new Map(
      Array.from({ length: 10 }, (_, offset) => [window.fromDay + offset, offset < 6 ? 3 : 6]),
    );
    const timeline = medicationTimeline(
      { medications: [medication], schedules: [daily], doseLogs },
      localClock('UTC'),
      window,
      pain,
    );
    expect(timeline.effectiveness).toEqual([
      {
        medicationId: 'm1',
        name: 'Amitriptyline',
        averageRating: 7,
        ratings: 6,
        takenDays: 6,
        missedDays: 4,
        meanPainTaken: 3,
        meanPainMissed: 6,
        difference: -3,
      },
    ]);
    expect(timeline.adherence.get(window.fromDay)).toBe(1);
    expect(timeline.adherence.get(window.fromDay + 9)).toBe(0);
    expect(timeline.doseLogs).toBe(6);
  });

  it('reads the day a dose was taken in the user time zone, and a skipped dose as missed', () => {
    const doseLogs = [
      // 23:30 UTC on Mar 1 is 08:30 on Mar 2 in Tokyo.
      { medicationId: 'm1', takenAt: '2026-03-01T23:30:00Z', skipped: false, effectiveness: null },
      { medicationId: 'm1', takenAt: '2026-03-03T01:00:00Z', skipped: true, effectiveness: 9 },
    ];
    const timeline = medicationTimeline(
      { medications: [medication], schedules: [daily], doseLogs },
      localClock('Asia/Tokyo'),
      window,
      new Map(),
    );
    expect(timeline.adherence.get(window.fromDay)).toBe(0);
    expect(timeline.adherence.get(window.fromDay + 1)).toBe(1);
    expect(timeline.adherence.get(window.fromDay + 2)).toBe(0);
    expect(timeline.ratings).toEqual([]);
    expect(timeline.doseLogs).toBe(2);
  });

  it('schedules nothing before the start, after the end, or for a stopped medication', () => {
    const stopped = { ...medication, isActive: false };
    const ended = { ...medication, endDate: addDays(FROM, 4) };
    const late = { ...medication, startDate: addDays(FROM, 8) };
    const adherenceDays = (m: AnalysisMedication) =>
      medicationTimeline(
        { medications: [m], schedules: [daily], doseLogs: [] },
        localClock('UTC'),
        window,
        new Map(),
      ).adherence.size;
    expect(adherenceDays(stopped)).toBe(0);
    expect(adherenceDays(ended)).toBe(5);
    expect(adherenceDays(late)).toBe(2);
  });
});

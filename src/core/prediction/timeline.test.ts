import { describe, expect, it } from 'vitest';
import { dailyDays, testDay } from './test-days';
import { buildTimeline, historyUpTo } from './timeline';

const END = '2026-03-10';

describe('historyUpTo', () => {
  it('sorts, drops days after the end, and keeps one record per day whatever the order', () => {
    const days = dailyDays([3, 4, 5], END);
    const later = testDay('2026-03-11', 9);
    const twin = testDay(END, 2);
    const end = days[2]!.day;
    const one = historyUpTo([later, ...days, twin], end);
    const other = historyUpTo([twin, ...[...days].reverse(), later], end);
    expect(one).toEqual(other);
    expect(one.map((day) => [day.date, day.pain])).toEqual([
      ['2026-03-08', 3],
      ['2026-03-09', 4],
      [END, 2],
    ]);
  });
});

describe('buildTimeline', () => {
  it('holds for each calendar day what was known at its end', () => {
    // Slots 0..9 with no entry on slot 4; sleep on slots 0 and 2 only; today is 2 days later.
    const pains = [1, 2, 3, 4, null, 6, 7, 8, 9, 10];
    const days = dailyDays(pains, END, (index) =>
      index === 0 || index === 2 ? { sleepHours: 6 + index, pressure: 1000 + index } : {},
    );
    const timeline = buildTimeline(historyUpTo(days, days.at(-1)!.day), days.at(-1)!.day + 2, 8);
    expect(timeline.length).toBe(12);
    expect(Number.isNaN(timeline.pain[4])).toBe(true);
    expect(timeline.lastPain[4]).toBe(4);
    expect(timeline.lastEntry[4]).toBe(3);
    expect(timeline.entries[4]).toBe(4);
    expect(timeline.recentPain[3]).toBe(2.5);
    // Last 7 days with entries at slot 9: 3, 4, 6, 7, 8, 9, 10.
    expect(timeline.recentPain[9]).toBeCloseTo(47 / 7, 12);
    expect(timeline.lastSleep[2]).toBe(8);
    expect(Number.isNaN(timeline.lastSleep[3])).toBe(true);
    expect(timeline.recentSleep[3]).toBe(7);
    // Slot 9's last 7 days with entries start at slot 2: only its sleep is left.
    expect(timeline.recentSleep[9]).toBe(8);
    expect(timeline.pressure[2]).toBe(1002);
    expect(timeline.flare[7]).toBe(1);
    expect(timeline.flare[6]).toBe(0);
    // The days after the last entry carry it forward.
    expect(timeline.lastPain[11]).toBe(10);
    expect(timeline.usualPain[11]).toBeCloseTo(50 / 9, 12);
  });
});

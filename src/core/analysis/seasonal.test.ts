import { describe, expect, it } from 'vitest';
import { dayNumber } from '../calendar';
import { analysisDays } from './days';
import { seasonalTrends } from './seasonal';
import { dailyAnalysisEntries } from '../test-support/analysis-input';

const TODAY = '2026-11-30';
const todayDay = dayNumber(TODAY) as number;

/** A year of days ending today: pain 6 from December to February, 4 otherwise. */
function year(days = 365) {
  const entries = dailyAnalysisEntries(
    Array.from({ length: days }, () => ({ painLevel: 0 })),
    TODAY,
  ).map((entry) => {
    const month = Number(entry.date.slice(5, 7));
    return { ...entry, painLevel: month === 12 || month <= 2 ? 6 : 4 };
  });
  return analysisDays(entries);
}

describe('seasonal trends', () => {
  it('need a year from the first entry', () => {
    const days = year(364);
    expect(seasonalTrends(days, days[0]?.day ?? null, todayDay)).toEqual({
      status: 'needs-data',
      daysNeeded: 1,
    });
    expect(seasonalTrends([], null, todayDay)).toEqual({ status: 'needs-data', daysNeeded: 365 });
  });

  it('compare each season with the year as a signed percent', () => {
    const days = year();
    const result = seasonalTrends(days, days[0]?.day ?? null, todayDay);
    expect(result.status).toBe('ready');
    if (result.status !== 'ready') return;
    // Dec 1 2025 .. Nov 30 2026: 90 winter days at 6, 275 at 4: the year averages 1640/365.
    const yearMean = (90 * 6 + 275 * 4) / 365;
    const winter = result.trends.find((trend) => trend.season === 'Winter');
    expect(winter?.days).toBe(90);
    expect(winter?.changePercent).toBe(Math.round(((6 - yearMean) / yearMean) * 1000) / 10);
    expect(winter?.changePercent).toBeGreaterThan(0);
    expect(result.trends.find((trend) => trend.season === 'Summer')?.changePercent).toBeLessThan(0);
    expect(winter?.description).toMatch(
      /^Winter \(Dec-Feb\) averaged 6\.0\/10 over 90 days, 33\.\d% above/,
    );
  });

  it('reads only the last 365 days of a longer history', () => {
    const days = year();
    const older = [{ ...days[0]!, day: (days[0]?.day ?? 0) - 400, date: '2024-10-26', pain: 10 }];
    const result = seasonalTrends([...older, ...days], older[0]!.day, todayDay);
    if (result.status !== 'ready') throw new Error('expected trends');
    expect(result.trends.reduce((sum, trend) => sum + trend.days, 0)).toBe(365);
  });
});

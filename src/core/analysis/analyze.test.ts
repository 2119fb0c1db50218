import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import {
  analysisEntry,
  ANALYSIS_TODAY,
  dailyAnalysisEntries,
  entriesInput,
} from '../test-support/analysis-input';
import { analyze } from './analyze';
import type { AnalysisEntry } from './types';

/**
 * Three months ending today: pain 3 on ordinary days; seven two-day flares at 8, starting 13
 * days apart (day 3, 16, ..., 81 of 90). Five of them began after a night under 6 hours; every
 * flare has a quick log at 02:00 on its first day (01:00 UTC in Madrid's winter).
 */
const ONSETS = [3, 16, 29, 42, 55, 68, 81];
const SHORT_NIGHT_ONSETS = new Set([3, 29, 42, 68, 81]);

function threeMonths(): AnalysisEntry[] {
  const rows = Array.from({ length: 90 }, (_, day) => {
    const flare = ONSETS.some((onset) => day === onset || day === onset + 1);
    return {
      painLevel: flare ? 8 : 3,
      sleepHours: SHORT_NIGHT_ONSETS.has(day) ? 5 : 8,
      moodLevel: flare ? 2 : 4,
    };
  });
  const entries = dailyAnalysisEntries(rows);
  const quick = ONSETS.map((onset) => {
    const date = addDays(ANALYSIS_TODAY, onset - 89);
    return analysisEntry({ date, kind: 'quick', painLevel: 8, createdAt: `${date}T01:00:00Z` });
  });
  return [...entries, ...quick];
}

describe('analyze', () => {
  const result = analyze(entriesInput(threeMonths(), '3months'));

  it('describes the flares in one sentence, with what came before most of them', () => {
    expect(result.summary).toBe(
      'You had 7 flares in the last 3 months, about 2.3 a month, lasting 2.0 days on average at 8.0/10. 5 of 7 began within a day of a night under 6 hours of sleep.',
    );
    expect(result.flares).toMatchObject({ threshold: 7, count: 7, perMonth: 2.3, days: 90 });
    expect(result.series.filter((day) => day.flare)).toHaveLength(14);
    expect(result.flaresNeeded).toBe(0);
  });

  it('finds the short-sleep pattern and when the next flare is likely', () => {
    expect(result.patterns.map((pattern) => pattern.id)).toEqual(['all-flares', 'short-sleep']);
    const all = result.patterns[0];
    expect(all?.frequency).toBe(2.3);
    expect(all?.averageDuration).toBe(2);
    expect(all?.averageIntensity).toBe(8);
    // Onsets 13 days apart: the last was day 81, so day 94, five days from today.
    expect(all?.nextPredictedOccurrence).toMatchObject({
      date: addDays(ANALYSIS_TODAY, 5),
      medianIntervalDays: 13,
      intervalCv: 0,
      intervals: 6,
    });
    expect(all?.timePatterns.timesOfDay.night).toBe(7);
    expect(all?.timePatterns.peakTimeOfDay).toBe('night');
    const sleep = result.patterns[1];
    expect(sleep?.episodes).toBe(5);
    expect(sleep?.description).toBe(
      '5 of your 7 flares began within a day of a night under 6 hours of sleep; the same came before 0% of other days.',
    );
    expect(sleep?.prevention_strategies[0]).toMatch(/^Protect your sleep: 5 of 7 flares began/);
  });

  it('turns findings into insights with their evidence', () => {
    const ids = result.insights.map((insight) => insight.id);
    expect(ids).toContain('pattern:short-sleep');
    expect(ids).toContain('prediction:next:all-flares');
    const pattern = result.insights.find((insight) => insight.id === 'pattern:short-sleep');
    expect(pattern).toMatchObject({ type: 'pattern', dataPoints: 5, timeframe: 'Last 3 Months' });
    // 5 of 7, with 5 episodes: 5/7 x 5/8 = 45%.
    expect(pattern?.confidence).toBe(45);
    // Mood is logged and moves with pain: a significant effect with its q-value.
    const mood = result.effects.find((effect) => effect.key === 'mood:0');
    expect(mood?.significant).toBe(true);
    expect(result.insights.some((insight) => insight.id === 'correlation:mood:0')).toBe(true);
    expect(result.stats.insightsCount).toBe(result.insights.length);
    expect(result.stats.patternsIdentified).toBe(2);
  });

  it('counts what it rests on', () => {
    expect(result.stats).toMatchObject({
      entries: 97,
      doseLogs: 0,
      dataPoints: 97,
      days: 90,
      // 76 days at 3 and 14 at 8: 340 / 90.
      averagePain: 3.8,
      previousAveragePain: null,
      painTrend: null,
      medicationEffectiveness: null,
    });
    expect(result.stats.predictionAccuracy?.n).toBe(83);
    // Stretches starting on days 0 to 83: those starting up to 6 days before an onset hold it,
    // 4 for the onset on day 3 and 7 for each of the other six: 46 of 84.
    expect(result.stats.flareRisk).toEqual({ percent: 55, days: 90 });
    expect(result.stats.flareRiskDaysNeeded).toBe(0);
  });

  it('says what is missing for a new account instead of showing numbers', () => {
    const empty = analyze(entriesInput([], '1month'));
    expect(empty.summary).toBeNull();
    expect(empty.flaresNeeded).toBe(3);
    expect(empty.effectsDaysNeeded).toBe(14);
    expect(empty.seasonal).toEqual({ status: 'needs-data', daysNeeded: 365 });
    expect(empty.series).toHaveLength(30);
    expect(empty.series.every((day) => day.pain === null && !day.flare)).toBe(true);
    expect(empty.stats).toMatchObject({
      averagePain: null,
      flareRisk: null,
      predictionAccuracy: null,
      dataPoints: 0,
      flareRiskDaysNeeded: 14,
    });
    expect(empty.predictionDaysNeeded).toBe(7);
    expect(empty.insights).toEqual([]);
    expect(empty.coverage.sleep).toEqual({ days: 0, needed: 14 });
  });

  it('with two flares names what is needed for patterns', () => {
    const two = threeMonths().filter((entry) => entry.date >= addDays(ANALYSIS_TODAY, 55 - 89));
    const result = analyze(entriesInput(two, '3months'));
    expect(result.flares.count).toBe(3);
    const fewer = analyze(
      entriesInput(
        two.filter((entry) => entry.date >= addDays(ANALYSIS_TODAY, 60 - 89)),
        '3months',
      ),
    );
    expect(fewer.flares.count).toBe(2);
    expect(fewer.patterns).toEqual([]);
    expect(fewer.flaresNeeded).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { analysisDays } from './days';
import { flareEpisodes, flareThreshold, quantile } from './flares';
import { dailyAnalysisEntries } from '../test-support/analysis-input';

const daysOf = (pains: readonly number[]) =>
  analysisDays(dailyAnalysisEntries(pains.map((painLevel) => ({ painLevel }))));

describe('flare threshold', () => {
  it('is 7 unless the 80th percentile plus 1 is higher, and never above 10', () => {
    expect(flareThreshold([])).toBe(7);
    // p80 of 1..10 is 8.2 (interpolated): 9.2.
    expect(flareThreshold([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(9.2);
    // p80 exactly 6: 6 + 1 = 7, the minimum itself.
    expect(flareThreshold([6, 6, 6, 6, 6])).toBe(7);
    // p80 5.9: 6.9 is under 7.
    expect(flareThreshold([5.9, 5.9, 5.9])).toBe(7);
    // p80 6.1: 7.1 is just above 7.
    expect(flareThreshold([6.1, 6.1, 6.1])).toBe(7.1);
    expect(flareThreshold([9.5, 9.5, 10])).toBe(10);
  });

  it('interpolates quantiles between order statistics', () => {
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([], 0.8)).toBeNull();
  });
});

describe('flare episodes', () => {
  it('joins runs split by one quieter day, and splits at two', () => {
    const episodes = flareEpisodes(daysOf([3, 8, 9, 5, 7, 3, 3, 8, 3]), 7);
    expect(
      episodes.map(({ durationDays, peak, meanIntensity }) => ({
        durationDays,
        peak,
        meanIntensity,
      })),
    ).toEqual([
      // 8, 9, (5), 7: four days, the quieter one inside; intensity is the flare days' mean.
      { durationDays: 4, peak: 9, meanIntensity: 8 },
      { durationDays: 1, peak: 8, meanIntensity: 8 },
    ]);
  });

  it('bridges a single day without an entry, not two', () => {
    const entries = dailyAnalysisEntries([8, 1, 8, 1, 1, 8].map((painLevel) => ({ painLevel })));
    const gapped = analysisDays(
      entries.filter((_, index) => index !== 1 && index !== 3 && index !== 4),
    );
    const episodes = flareEpisodes(gapped, 7);
    expect(episodes).toHaveLength(2);
    expect(episodes[0]?.durationDays).toBe(3);
    expect(episodes[1]?.durationDays).toBe(1);
  });

  it('counts a day exactly at the threshold, not one just under it', () => {
    expect(flareEpisodes(daysOf([7, 1, 1, 6.9]), 7)).toHaveLength(1);
    expect(flareEpisodes(daysOf([6.9]), 7)).toHaveLength(0);
  });
});

import { describe, expect, it } from 'vitest';
import { analysisDays } from './days';
import { factorEffects, firstShuffles, maxShuffles } from './effects';
import { NUMERIC_FACTORS, yesNoFactors } from './factors';
import { effectStrength } from './strength';
import { dailyAnalysisEntries } from '../test-support/analysis-input';
import type { AnalysisEntry } from './types';

function effectsOf(rows: readonly (Partial<AnalysisEntry> & { painLevel: number })[]) {
  const days = analysisDays(dailyAnalysisEntries(rows));
  const painByDay = new Map(days.map((day) => [day.day, day.pain]));
  return factorEffects(days, painByDay, new Map(), NUMERIC_FACTORS, yesNoFactors(days, ['Gluten']));
}

/** n days: pain 2 with the tag on `tagged` of them, 6 without; stress follows pain. */
const tagged = (n: number, withTag: number) =>
  Array.from({ length: n }, (_, i) => ({
    painLevel: i < withTag ? 8 : 2 + (i % 3),
    stressLevel: i < withTag ? 8 : 2 + (i % 3),
    customTags: i < withTag ? ['wine'] : [],
  }));

describe('factor effects', () => {
  it('label strength on |rho| above 0.7, 0.5 and 0.3', () => {
    expect(effectStrength(0.71)).toBe('very strong');
    expect(effectStrength(-0.7)).toBe('strong');
    expect(effectStrength(0.5)).toBe('moderate');
    expect(effectStrength(0.31)).toBe('moderate');
    expect(effectStrength(-0.3)).toBe('weak');
  });

  it('test a yes/no factor from 3 days with it and 14 in all, not fewer', () => {
    expect(effectsOf(tagged(14, 3)).some((e) => e.key === 'tag:wine:0')).toBe(true);
    expect(effectsOf(tagged(14, 2)).some((e) => e.key === 'tag:wine:0')).toBe(false);
    expect(effectsOf(tagged(13, 3)).some((e) => e.key === 'tag:wine:0')).toBe(false);
    // ... and 3 days without.
    expect(effectsOf(tagged(14, 12)).some((e) => e.key === 'tag:wine:0')).toBe(false);
    expect(effectsOf(tagged(14, 11)).some((e) => e.key === 'tag:wine:0')).toBe(true);
  });

  it('give the difference in mean pain with its days, and call it significant after correction', () => {
    const wine = effectsOf(tagged(40, 8)).find((e) => e.key === 'tag:wine:0');
    // With: 8 days at 8. Without: 32 days cycling 2, 3, 4 from i = 8: (11 x 3 + 11 x 4 + 10 x 2) / 32.
    const without = (11 * 3 + 11 * 4 + 10 * 2) / 32;
    expect(wine).toMatchObject({ kind: 'yesno', n: 40, daysWith: 8, daysWithout: 32, meanWith: 8 });
    expect(wine?.meanWithout).toBe(Math.round(without * 10) / 10);
    expect(wine?.difference).toBe(Math.round((8 - without) * 10) / 10);
    expect(wine?.significant).toBe(true);
    expect(wine?.qValue).toBeLessThan(0.05);
    expect(wine?.description).toBe(
      `Days with the tag "wine" averaged 8.0/10, against ${(Math.round(without * 10) / 10).toFixed(1)}/10 without (8 and 32 days, significant).`,
    );
  });

  it('test numbers against pain the same day and the next', () => {
    const effects = effectsOf(tagged(40, 8));
    const stress = effects.filter((e) => e.key.startsWith('stress:'));
    expect(stress.map((e) => e.key).sort()).toEqual(['stress:0', 'stress:1']);
    const sameDay = stress.find((e) => e.lag === 0);
    expect(sameDay?.rho).toBe(1);
    expect(sameDay?.n).toBe(40);
    // The last day has no next day.
    expect(stress.find((e) => e.lag === 1)?.n).toBe(39);
    expect(sameDay?.description).toBe(
      'Higher stress went with more pain the same day (40 days, significant).',
    );
  });

  it('find a trigger named in a tag or in the notes, as one factor', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      painLevel: i % 4 === 0 ? 7 : 3,
      customTags: i % 8 === 0 ? ['gluten'] : [],
      notes: i % 8 === 4 ? 'Pasta with GLUTEN at lunch' : i === 1 ? 'glutenfree bread' : null,
    }));
    const effects = effectsOf(rows);
    const gluten = effects.find((e) => e.key === 'trigger:gluten:0');
    expect(gluten?.daysWith).toBe(5);
    expect(effects.some((e) => e.key === 'tag:gluten:0')).toBe(false);
  });

  it('leave days without sleep out of the short-night comparison', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      painLevel: i % 5 === 0 ? 7 : 3,
      sleepHours: i < 16 ? (i % 5 === 0 ? 5 : 8) : null,
    }));
    const night = effectsOf(rows).find((e) => e.key === 'shortNight:0');
    expect(night?.n).toBe(16);
    expect(night?.daysWith).toBe(4);
  });

  it('give every test enough shuffles for the lowest correction bar', () => {
    expect(firstShuffles(90)).toBe(1999);
    expect(firstShuffles(365)).toBe(1096);
    expect(firstShuffles(3650)).toBe(199);
    // 1 / (maxShuffles + 1) is exactly 0.05 / m.
    expect(1 / (maxShuffles(40) + 1)).toBeCloseTo(0.05 / 40, 12);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_DEMO_EFFECTS } from '../demo/demo-options';
import { seededRandom } from '../stats/random';
import { numbersIn } from '../test-support/arbitraries';
import { demoInput } from '../test-support/analysis-input';
import { shuffled } from '../test-support/entries';
import { analyze } from './analyze';
import type { AnalysisInput } from './types';

/**
 * The analysis finds what is there and not what is not: on generated diaries with one planted
 * effect it finds that effect, and a tag that is pure noise is almost never called significant.
 */

const SEEDS = Array.from({ length: 100 }, (_, index) => index + 1);

/** Six months of diary in which nights under 6 hours add 1.5 points of pain, and nothing else. */
const sleepOnly = (seed: number) =>
  demoInput({ seed, days: 180, effects: { ...NO_DEMO_EFFECTS, shortSleep: 1.5 } }, '6months');

/** Adds the tag "coin" to a random 30% of entries, chosen by a generator of its own. */
function withNoiseTag(input: AnalysisInput, seed: number): AnalysisInput {
  const random = seededRandom(seed * 7919);
  return {
    ...input,
    entries: input.entries.map((entry) =>
      random() < 0.3 ? { ...entry, customTags: [...entry.customTags, 'coin'] } : entry,
    ),
  };
}

describe('analysis on generated diaries', () => {
  it('finds a planted 1.5-point sleep effect in at least 95 of 100 six-month diaries', () => {
    // As fewer hours of sleep (rho below 0) or as short nights (more pain on the days after).
    const found = SEEDS.filter((seed) =>
      analyze(sleepOnly(seed)).effects.some(
        (effect) =>
          effect.significant &&
          ((effect.key === 'sleepHours:0' && effect.rho < 0) ||
            (effect.key === 'shortNight:0' && (effect.difference ?? 0) > 0)),
      ),
    ).length;
    expect(found).toBeGreaterThanOrEqual(95);
  });

  it('calls a pure-noise tag significant in at most 5 of 100 diaries', () => {
    const flagged = SEEDS.filter((seed) => {
      const effects = analyze(withNoiseTag(sleepOnly(seed), seed)).effects;
      const coin = effects.find((effect) => effect.key === 'tag:coin:0');
      expect(coin).toBeDefined();
      return coin?.significant;
    }).length;
    expect(flagged).toBeLessThanOrEqual(5);
  });

  it('gives no NaN or Infinity, and the same answer whatever order the records come in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom('1month', '3months', '6months', '1year'),
        (seed, days, period) => {
          const input = demoInput({ seed, days }, period);
          const result = analyze(input);
          expect(numbersIn(result).every(Number.isFinite)).toBe(true);
          const reordered = analyze({
            ...input,
            entries: shuffled(input.entries, seed),
            doseLogs: shuffled(input.doseLogs, seed + 1),
            medications: shuffled(input.medications, seed + 2),
            schedules: shuffled(input.schedules, seed + 3),
            triggers: shuffled(input.triggers, seed + 4),
          });
          expect(reordered).toEqual(result);
        },
      ),
      { numRuns: 15 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { toDayPoints } from '../day-points';
import { pearson } from '../stats/pearson';
import { dayPoints } from '../test-support/day-points';
import { dailyRows } from '../test-support/entries';
import { sleepCorrelationInsight } from './sleep-correlation';

const SLEEP = [2, 4, 6, 8, 10];
/** Deviations of SLEEP from its mean, and a pattern orthogonal to them (both sum to 0). */
const X = [-4, -2, 0, 2, 4];
const Z = [2, -1, -2, -1, 2];

/** Five days whose sleep-pain correlation is `r` (to within rounding), pain around 5. */
function correlated(r: number) {
  const a = r < 0 ? -0.2 : 0.2;
  const normX = Math.sqrt(40);
  const normZ = Math.sqrt(14);
  const b = (Math.abs(a) * normX * Math.sqrt(1 / (r * r) - 1)) / normZ;
  const pains = X.map((x, i) => 5 + a * x + b * (Z[i] as number));
  return dayPoints(pains, (i) => ({ sleepQuality: SLEEP[i] as number }));
}

describe('sleepCorrelationInsight', () => {
  it('builds the test data it claims', () => {
    const points = correlated(-0.3);
    const r = pearson(
      points.map((p) => p.sleepQuality as number),
      points.map((p) => p.painLevel),
    );
    expect(r).toBeCloseTo(-0.3, 12);
  });

  it('is shown from |r| = 0.3, not at 0.29, in either direction', () => {
    expect(sleepCorrelationInsight(correlated(-0.3))?.priority).toBe('medium');
    expect(sleepCorrelationInsight(correlated(0.3))?.priority).toBe('medium');
    expect(sleepCorrelationInsight(correlated(-0.29))).toBeNull();
    expect(sleepCorrelationInsight(correlated(0.29))).toBeNull();
    expect(sleepCorrelationInsight(correlated(-0.31))?.priority).toBe('medium');
  });

  it('is high priority above |r| = 0.5 only', () => {
    expect(sleepCorrelationInsight(correlated(-0.5))?.priority).toBe('medium');
    expect(sleepCorrelationInsight(correlated(-0.51))?.priority).toBe('high');
    expect(sleepCorrelationInsight(correlated(0.51))?.priority).toBe('high');
  });

  it('needs 5 days with sleep data: 4 are not enough', () => {
    const points = correlated(-0.9);
    expect(sleepCorrelationInsight(points.slice(1))).toBeNull();
    expect(sleepCorrelationInsight([...points.slice(1), ...dayPoints([9])])).toBeNull();
    expect(sleepCorrelationInsight(points)).not.toBeNull();
  });

  it('is not shown when sleep or pain never changes', () => {
    expect(
      sleepCorrelationInsight(dayPoints([1, 2, 3, 4, 5], () => ({ sleepQuality: 6 }))),
    ).toBeNull();
    expect(
      sleepCorrelationInsight(dayPoints([4, 4, 4, 4, 4], (i) => ({ sleepQuality: i }))),
    ).toBeNull();
  });

  it('states the pain after poor nights against other nights', () => {
    const entries = dailyRows([
      { painLevel: 7, sleepQuality: 2 },
      { painLevel: 8, sleepQuality: 3 },
      { painLevel: 4, sleepQuality: 7 },
      { painLevel: 3, sleepQuality: 8 },
      { painLevel: 3, sleepQuality: 9 },
      { painLevel: 6, sleepQuality: 4 },
      { painLevel: 5 }, // no sleep data: left out
    ]);
    const insight = sleepCorrelationInsight(toDayPoints(entries));
    // r computed independently (numpy.corrcoef): -0.9583.
    expect(insight).toMatchObject({
      id: 'sleep-correlation',
      type: 'pattern',
      category: 'sleep',
      priority: 'high',
      actionable: true,
      title: 'Better sleep, less pain',
      description:
        'On nights you slept poorly (below 5) your pain averaged 7.0, 3.7 points higher than ' +
        'the 3.3 after other nights (r = -0.96 over 6 days). A steady bedtime routine may help.',
    });
    expect(insight?.data?.correlation).toBeCloseTo(-0.9583, 4);
  });

  it('says "lower" when poor nights had less pain', () => {
    const points = dayPoints([2, 3, 6, 7, 8], (i) => ({
      sleepQuality: [2, 4, 6, 8, 9][i] as number,
    }));
    const insight = sleepCorrelationInsight(points);
    expect(insight).toMatchObject({ title: 'Sleep and pain rise together', actionable: false });
    expect(insight?.description).toBe(
      'On nights you slept poorly (below 5) your pain averaged 2.5, 4.5 points lower than the ' +
        '7.0 after other nights (r = 0.98 over 5 days).',
    );
  });

  it('describes the direction with r when every night falls on one side of 5', () => {
    const insight = sleepCorrelationInsight(
      dayPoints([8, 7, 5, 4, 3], (i) => ({ sleepQuality: 5 + i })),
    );
    expect(insight?.description).toBe(
      'Your pain tends to be lower after nights you sleep better (r = -0.99 over 5 days). ' +
        'A steady bedtime routine may help.',
    );
  });
});

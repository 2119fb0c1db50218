import { describe, expect, it } from 'vitest';
import type { ExplainedFactor } from './factors';
import { ADVICE, MAX_RECOMMENDATIONS, recommendationsFor } from './recommendations';

const factor = (kind: ExplainedFactor['kind'], impact: number, name = 'x'): ExplainedFactor => ({
  kind,
  impact,
  factor: name,
  confidence: 50,
  description: '',
});

describe('recommendationsFor', () => {
  it('keeps to the routine on a low day with nothing pushing pain up', () => {
    expect(recommendationsFor('low', [])).toEqual([ADVICE.routine]);
    expect(recommendationsFor('low', [factor('sleep', -0.5)])).toEqual([ADVICE.routine]);
  });

  it('ties advice to what pushes the prediction up', () => {
    expect(
      recommendationsFor('moderate', [factor('sleep', 0.8), factor('weekday', 0.3, 'Mondays')]),
    ).toEqual([ADVICE.sleep, 'Plan a lighter day on Mondays', ADVICE.pacing]);
  });

  it('keeps the medication plan at hand when high, and names the clinician when severe', () => {
    expect(recommendationsFor('high', [])).toEqual([ADVICE.medication, ADVICE.pacing]);
    const severe = recommendationsFor('severe', [
      factor('flare', 1),
      factor('stress', 0.5),
      factor('pressure', 0.2),
    ]);
    expect(severe.slice(0, 2)).toEqual([ADVICE.clinician, ADVICE.medication]);
    expect(severe).toHaveLength(MAX_RECOMMENDATIONS);
    expect(new Set(severe).size).toBe(severe.length);
  });
});

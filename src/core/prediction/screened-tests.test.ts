import { describe, expect, it } from 'vitest';
import { benjaminiHochberg } from '../stats/fdr';
import { screenedQValues } from './screened-tests';

describe('screenedQValues', () => {
  it('counts the untested candidates of the family as p = 1', () => {
    expect(screenedQValues([0.01, 0.02], 7)).toEqual(
      benjaminiHochberg([0.01, 0.02, 1, 1, 1, 1, 1]).slice(0, 2),
    );
    expect(screenedQValues([0.01], 7)[0]).toBeCloseTo(0.07, 12);
    expect(screenedQValues([], 2)).toEqual([]);
  });
});

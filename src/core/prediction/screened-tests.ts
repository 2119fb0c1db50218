import { benjaminiHochberg } from '../stats/fdr';

/**
 * Benjamini-Hochberg q-values for a family of `family` tests of which only some were run:
 * a permutation test is the costly part of a finding, so a candidate whose observed effect is
 * too small to report anyway is not tested, and counts in the family with p = 1. q-values only
 * rise with any p-value, so this is never less strict than testing every candidate.
 */
export function screenedQValues(pValues: readonly number[], family: number): number[] {
  const padded = [...pValues];
  while (padded.length < family) padded.push(1);
  return benjaminiHochberg(padded).slice(0, pValues.length);
}

import { benjaminiHochberg } from '../stats/fdr';
import { format1, mean, round1, roundTo } from '../stats/numbers';
import { significantDigits } from './rounding';
import { meanDifferenceTest, spearmanTest, type PermutationRun } from '../stats/permutation';
import { pearson } from '../stats/pearson';
import { hashSeed } from '../stats/random';
import { averageRanks } from '../stats/ranks';
import type { AnalysisDay } from './days';
import type { NumericFactor, YesNoFactor } from './factors';
import { effectStrength } from './strength';
import type { FactorEffect } from './types';

/**
 * Which factors move the user's pain, and how sure we can be.
 *
 * - Numbers: Spearman's rank correlation with pain the same day and the next day (ranks, so a
 *   few extreme days cannot carry it, and any steady rise or fall counts, not only a straight
 *   line). At least 14 paired days.
 * - Yes/no: the difference in mean pain between days with and without, at least 3 days of each
 *   and 14 in all (Bearable's rule); its strength figure is the same rank correlation (of the
 *   1/0 flag with pain), so every row is on one scale.
 * - Each gets a seeded permutation p-value, and Benjamini-Hochberg q-values are taken over
 *   every factor tested in the period: only q < 0.05 is called significant, so testing forty
 *   factors does not turn two chance results into "findings".
 */

export const EFFECT_MIN_DAYS = 14;
export const YESNO_MIN_EACH = 3;
export const SIGNIFICANCE = 0.05;
/**
 * Shuffles a test gets at first: about 400,000 paired values' worth (1999 for up to 200 days,
 * fewer for longer series, never under 199), which settles nearly every verdict.
 */
export function firstShuffles(n: number): number {
  return Math.min(1999, Math.max(199, Math.round(400_000 / n)));
}

/**
 * The most a test ever gets: enough for its p-value to reach 0.05 / m, the lowest bar
 * Benjamini-Hochberg sets among m tests, since a p-value at or under it is significant whatever
 * the other tests say.
 */
export function maxShuffles(tests: number): number {
  return Math.ceil(tests / SIGNIFICANCE) - 1;
}

type Candidate =
  | { factor: NumericFactor; lag: 0 | 1; xs: number[]; ys: number[] }
  | {
      factor: YesNoFactor;
      lag: 0;
      flags: boolean[];
      pains: number[];
      /** The pains' ranks, shared by every yes/no factor of the window. */
      painRanks: readonly number[];
      daysWith: number;
    };

function numericCandidates(
  factor: NumericFactor,
  days: readonly AnalysisDay[],
  painByDay: ReadonlyMap<number, number>,
  adherence: ReadonlyMap<number, number>,
): Candidate[] {
  const found: Candidate[] = [];
  for (const lag of [0, 1] as const) {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const day of days) {
      const x = factor.read(day, adherence);
      const y = lag === 0 ? day.pain : painByDay.get(day.day + 1);
      if (x === null || y === undefined) continue;
      xs.push(x);
      ys.push(y);
    }
    // A factor or pain that never varies has no rho: `start` drops it, from the one ranking.
    if (xs.length >= EFFECT_MIN_DAYS) found.push({ factor, lag, xs, ys });
  }
  return found;
}

function yesNoCandidate(
  factor: YesNoFactor,
  days: readonly AnalysisDay[],
  shared: { pains: number[]; painRanks: readonly number[] },
): Candidate | null {
  const known = days.map((day) => factor.present(day));
  const allKnown = known.every((flag) => flag !== null);
  const flags = (allKnown ? known : known.filter((flag) => flag !== null)) as boolean[];
  const daysWith = flags.filter(Boolean).length;
  if (flags.length < EFFECT_MIN_DAYS) return null;
  if (daysWith < YESNO_MIN_EACH || flags.length - daysWith < YESNO_MIN_EACH) return null;
  if (allKnown) return { factor, lag: 0, flags, ...shared, daysWith };
  const pains = days.filter((_, index) => known[index] !== null).map((day) => day.pain);
  return { factor, lag: 0, flags, pains, painRanks: Array.from(averageRanks(pains)), daysWith };
}

interface Tested {
  candidate: Candidate;
  rho: number;
  run: PermutationRun;
}

function start(candidate: Candidate): Tested | null {
  const seed = hashSeed(`${candidate.factor.id}:${candidate.lag}`);
  if ('xs' in candidate) {
    const test = spearmanTest(candidate.xs, candidate.ys, seed);
    return test && { candidate, rho: test.rho, run: test.run };
  }
  // Spearman's rho of a 1/0 flag: the flag's ranks are a linear function of the flag itself.
  const rho = pearson(
    candidate.flags.map((flag) => (flag ? 1 : 0)),
    candidate.painRanks,
  );
  const test = meanDifferenceTest(candidate.pains, candidate.flags, seed);
  return rho === null || test === null ? null : { candidate, rho, run: test.run };
}

/**
 * Runs the tests and returns their q-values. Every test first gets `firstShuffles`; a test
 * that no shuffle has matched yet, and that is not yet significant, may only be short of
 * shuffles, so it gets four times as many, round after round, up to `maxShuffles`.
 */
function runTests(tested: readonly Tested[]): number[] {
  for (const { candidate, run } of tested) {
    run.extendTo(firstShuffles('xs' in candidate ? candidate.xs.length : candidate.pains.length));
  }
  const most = maxShuffles(tested.length);
  for (;;) {
    const qValues = benjaminiHochberg(tested.map(({ run }) => run.pValue()));
    const short = tested.filter(
      ({ run }, index) =>
        run.hits === 0 && run.shuffles < most && (qValues[index] as number) >= SIGNIFICANCE,
    );
    if (short.length === 0) return qValues;
    for (const { run } of short) run.extendTo(Math.min(most, run.shuffles * 4 + 3));
  }
}

const verdict = (significant: boolean) => (significant ? 'significant' : 'not significant');

function present({ candidate, rho, run }: Tested, qValue: number): FactorEffect {
  const pValue = run.pValue();
  const significant = qValue < SIGNIFICANCE;
  const base = {
    key: `${candidate.factor.id}:${candidate.lag}`,
    factor: candidate.factor.name,
    group: candidate.factor.group,
    lag: candidate.lag,
    rho: roundTo(rho, 2),
    strength: effectStrength(rho),
    pValue: significantDigits(pValue, 2),
    qValue: significantDigits(qValue, 2),
    significant,
  };
  if ('xs' in candidate) {
    const { factor, lag, xs } = candidate;
    const direction = rho > 0 ? 'more' : 'less';
    return {
      ...base,
      kind: 'numeric',
      n: xs.length,
      daysWith: null,
      daysWithout: null,
      meanWith: null,
      meanWithout: null,
      difference: null,
      description: `${factor.higher} went with ${direction} pain ${factor.when[lag]} (${xs.length} days, ${verdict(significant)}).`,
    };
  }
  const { factor, flags, pains, daysWith } = candidate;
  const meanWith = mean(pains.filter((_, i) => flags[i])) as number;
  const meanWithout = mean(pains.filter((_, i) => !flags[i])) as number;
  const daysWithout = pains.length - daysWith;
  return {
    ...base,
    kind: 'yesno',
    n: pains.length,
    daysWith,
    daysWithout,
    meanWith: round1(meanWith),
    meanWithout: round1(meanWithout),
    difference: round1(meanWith - meanWithout),
    description: `Days with ${factor.label} averaged ${format1(meanWith)}/10, against ${format1(meanWithout)}/10 without (${daysWith} and ${daysWithout} days, ${verdict(significant)}).`,
  };
}

/**
 * Every factor that has enough data, tested, strongest evidence first: significant ones, then
 * by |rho|. `days` are the window's days with pain, oldest first; `painByDay` has every day's
 * pain (for next-day pain); `adherence` the day's share of scheduled doses taken.
 */
export function factorEffects(
  days: readonly AnalysisDay[],
  painByDay: ReadonlyMap<number, number>,
  adherence: ReadonlyMap<number, number>,
  numeric: readonly NumericFactor[],
  yesNo: readonly YesNoFactor[],
): FactorEffect[] {
  const pains = days.map((day) => day.pain);
  const painRanks = Array.from(averageRanks(pains));
  const candidates: Candidate[] = [
    ...numeric.flatMap((factor) => numericCandidates(factor, days, painByDay, adherence)),
    ...yesNo.flatMap((factor) => yesNoCandidate(factor, days, { pains, painRanks }) ?? []),
  ];
  const tested = candidates.flatMap((candidate) => start(candidate) ?? []);
  const qValues = runTests(tested);
  return tested
    .map((item, index) => present(item, qValues[index] as number))
    .sort(
      (a, b) =>
        Number(b.significant) - Number(a.significant) ||
        Math.abs(b.rho) - Math.abs(a.rho) ||
        (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
    );
}

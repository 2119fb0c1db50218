import { seededRandom, type Random } from './random';
import { averageRanks } from './ranks';

/**
 * Two-sided permutation tests, seeded so that the same data always gives the same p-value.
 *
 * A test is a run of shuffles that can be extended: the caller decides how many shuffles a
 * test deserves (effects.ts gives more only to those whose verdict depends on it). It stops
 * early in the manner of Besag and Clifford (1991): once `EXCEEDANCES` shuffles have matched or
 * beaten the observed statistic the p-value is EXCEEDANCES / shuffles, which keeps a factor
 * that is plainly noise cheap; otherwise it is (hits + 1) / (shuffles + 1). Both are valid
 * p-values, so a false "significant" stays as rare as the level promises; with no hit at all
 * the p-value is an upper bound, the true one being smaller still.
 *
 * Daily diaries are series: pain, weather and many habits run in spells of similar days, and
 * shuffling single days would treat two such series as independent far more often than they
 * are (weather would "move pain" in about one diary in ten where it does nothing). So the order
 * is shuffled in blocks of consecutive items, half the square root of their number long (3
 * for a month, 10 for a year), which keeps each series' spells intact (a block permutation
 * test). On two independent series whose days follow each other closely (autocorrelation 0.8)
 * over six months, single-day shuffles call them related in a third of cases; these blocks in
 * under a tenth.
 */

export const EXCEEDANCES = 10;
/** Relative slack for "matched": floating-point sums of the same numbers in another order. */
const TOLERANCE = 1e-9;

export interface PermutationRun {
  /** Runs shuffles until `shuffles` have been made or the run has stopped early. */
  extendTo(shuffles: number): void;
  readonly hits: number;
  readonly shuffles: number;
  /** True once EXCEEDANCES hits were seen: more shuffles cannot change the p-value. */
  readonly stopped: boolean;
  pValue(): number;
}

function sequentialRun(exceeds: () => boolean): PermutationRun {
  let hits = 0;
  let shuffles = 0;
  return {
    extendTo(target) {
      while (shuffles < target && hits < EXCEEDANCES) {
        shuffles += 1;
        if (exceeds()) hits += 1;
      }
    },
    get hits() {
      return hits;
    },
    get shuffles() {
      return shuffles;
    },
    get stopped() {
      return hits >= EXCEEDANCES;
    },
    pValue() {
      return hits >= EXCEEDANCES ? hits / shuffles : (hits + 1) / (shuffles + 1);
    },
  };
}

/** Block length for n items in time order: half the square root, rounded, at least 1. */
export function blockLength(n: number): number {
  return Math.max(1, Math.round(Math.sqrt(n) / 2));
}

/**
 * A source of block shuffles of `moved` against `fixed`: each call puts `moved`'s blocks of
 * `length` consecutive items (the last may be shorter) in a new random order and gives the
 * dot product of the result with `fixed`. The shuffled series is never written out.
 *
 * A block's share of the product depends only on where it lands: its slot, and whether the
 * short last block sits before it (which moves it `length - short` items earlier). A long run
 * meets the same placements again and again (a year's 37 blocks have 2,738, against 37 a
 * shuffle and a thousand shuffles), so once a run has made twice as many shuffles as it has
 * blocks (when a table would have paid for itself) each placement's share is kept the first
 * time it is met. Before that the shares are summed the same way, block by block, so the
 * result never depends on when the table started.
 */
function blockShuffler(
  fixed: Float64Array,
  moved: Float64Array,
  length: number,
  random: Random,
): () => number {
  const n = moved.length;
  const blocks = Math.ceil(n / length);
  const last = blocks - 1;
  const lateBy = n % length === 0 ? 0 : length - (n % length);
  const order = Int32Array.from({ length: blocks }, (_, index) => index);
  const share = (block: number, start: number): number => {
    const first = block * length;
    const end = Math.min(first + length, n);
    let sum = 0;
    for (let i = first, at = start; i < end; i += 1, at += 1) {
      sum += (fixed[at] as number) * (moved[i] as number);
    }
    return sum;
  };
  let kept: Float64Array | null = null;
  let shuffles = 0;
  return () => {
    for (let i = last; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      const swap = order[i] as number;
      order[i] = order[j] as number;
      order[j] = swap;
    }
    shuffles += 1;
    if (kept === null && shuffles > 2 * blocks)
      kept = new Float64Array(blocks * blocks * 2).fill(NaN);
    let total = 0;
    let late = 0;
    for (let slot = 0; slot < blocks; slot += 1) {
      const block = order[slot] as number;
      const start = slot * length - late;
      if (kept === null) total += share(block, start);
      else {
        const key = (block * blocks + slot) * 2 + (late === 0 ? 0 : 1);
        let sum = kept[key] as number;
        if (Number.isNaN(sum)) {
          sum = share(block, start);
          kept[key] = sum;
        }
        total += sum;
      }
      if (block === last) late = lateBy;
    }
    return total;
  };
}

function centred(ranks: Float64Array): { values: Float64Array; sumSquares: number } {
  const n = ranks.length;
  const mid = (n + 1) / 2; // the mean of ranks 1..n, ties included
  const values = new Float64Array(n);
  let sumSquares = 0;
  for (let i = 0; i < n; i += 1) {
    const value = (ranks[i] as number) - mid;
    values[i] = value;
    sumSquares += value * value;
  }
  return { values, sumSquares };
}

function dot(a: Float64Array, b: Float64Array): number {
  let total = 0;
  for (let i = 0; i < a.length; i += 1) total += (a[i] as number) * (b[i] as number);
  return total;
}

function rankPair(xs: readonly number[], ys: readonly number[]) {
  if (xs.length !== ys.length || xs.length < 3) return null;
  const x = centred(averageRanks(xs));
  const y = centred(averageRanks(ys));
  if (x.sumSquares === 0 || y.sumSquares === 0) return null;
  return { x, y, rho: dot(x.values, y.values) / Math.sqrt(x.sumSquares * y.sumSquares) };
}

/** Spearman's rho of paired samples, or null when either never varies or there are under 3. */
export function spearman(xs: readonly number[], ys: readonly number[]): number | null {
  return rankPair(xs, ys)?.rho ?? null;
}

/**
 * Spearman's rho and a permutation run for it: the pairs are in time order, `ys` is moved
 * against `xs` in blocks of `block` items, and the p-value is how often a shuffle gives a |rho|
 * at least as large. null as for `spearman`.
 */
export function spearmanTest(
  xs: readonly number[],
  ys: readonly number[],
  seed: number,
  block = blockLength(xs.length),
): { rho: number; run: PermutationRun } | null {
  const pair = rankPair(xs, ys);
  if (!pair) return null;
  const { x, y, rho } = pair;
  const bar = Math.abs(dot(x.values, y.values)) * (1 - TOLERANCE);
  const random = seededRandom(seed);
  const shuffledDot = blockShuffler(x.values, y.values, block, random);
  const run = sequentialRun(() => Math.abs(shuffledDot()) >= bar);
  return { rho, run };
}

/**
 * The difference in mean `values` between the flagged items and the rest, and a permutation
 * run for it: the items are in time order and the flags are moved against the values in blocks
 * of `block` items (their number kept). null unless both groups have an item.
 */
export function meanDifferenceTest(
  values: readonly number[],
  flagged: readonly boolean[],
  seed: number,
  block = blockLength(values.length),
): { difference: number; run: PermutationRun } | null {
  const n = values.length;
  if (flagged.length !== n) return null;
  let k = 0;
  let total = 0;
  let flaggedSum = 0;
  for (let i = 0; i < n; i += 1) {
    total += values[i] as number;
    if (flagged[i]) {
      k += 1;
      flaggedSum += values[i] as number;
    }
  }
  if (k === 0 || k === n) return null;
  const differenceOf = (sum: number) => sum / k - (total - sum) / (n - k);
  const difference = differenceOf(flaggedSum);
  const bar = Math.abs(difference) * (1 - TOLERANCE) - 1e-12;
  const random = seededRandom(seed);
  const flags = Float64Array.from(flagged, (flag) => (flag ? 1 : 0));
  const pool = Float64Array.from(values);
  const shuffledDot = blockShuffler(pool, flags, block, random);
  const run = sequentialRun(() => Math.abs(differenceOf(shuffledDot())) >= bar);
  return { difference, run };
}

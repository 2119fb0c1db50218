import { describe, expect, it } from 'vitest';
import {
  blockLength,
  EXCEEDANCES,
  meanDifferenceTest,
  spearman,
  spearmanTest,
} from './permutation';
import { seededRandom } from './random';
import { averageRanks } from './ranks';

const noise = (seed: number, n: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => Math.round(random() * 10));
};

describe('spearman', () => {
  it('is 1 or -1 for any monotone relation and null when undefined', () => {
    expect(spearman([1, 2, 3, 4], [1, 4, 9, 16])).toBe(1);
    expect(spearman([1, 2, 3, 4], [10, 3, 2, 1])).toBe(-1);
    expect(spearman([1, 2, 3, 4], [5, 5, 5, 5])).toBeNull();
    expect(spearman([1, 2], [1, 2])).toBeNull();
  });

  it('matches a value worked out by hand with ties', () => {
    // Ranks x (1, 2.5, 2.5, 4), y (1, 2, 3, 4): centred (-1.5, 0, 0, 1.5) and (-1.5, -0.5, 0.5, 1.5);
    // dot 4.5, norms sqrt(4.5) and sqrt(5): rho = 4.5 / sqrt(22.5).
    expect(spearman([1, 2, 2, 3], [1, 2, 3, 4])).toBeCloseTo(4.5 / Math.sqrt(22.5), 12);
  });
});

describe('permutation runs', () => {
  it('give a small p for a strong relation and a large one for none', () => {
    const xs = Array.from({ length: 60 }, (_, i) => i);
    const strong = spearmanTest(
      xs,
      xs.map((x) => x + (x % 3)),
      1,
      1,
    );
    strong?.run.extendTo(999);
    expect(strong?.run.hits).toBe(0);
    expect(strong?.run.pValue()).toBe(1 / 1000);

    const none = spearmanTest(noise(1, 60), noise(2, 60), 1);
    none?.run.extendTo(999);
    expect(none?.run.stopped).toBe(true);
    expect(none?.run.pValue()).toBeGreaterThan(0.05);
    // Stopping early: the p-value is the exceedances over the shuffles it took.
    expect(none?.run.pValue()).toBe(EXCEEDANCES / (none?.run.shuffles as number));
  });

  it('are deterministic for a seed and resumable', () => {
    const a = meanDifferenceTest(
      noise(3, 40),
      noise(4, 40).map((v) => v > 6),
      9,
    );
    const b = meanDifferenceTest(
      noise(3, 40),
      noise(4, 40).map((v) => v > 6),
      9,
    );
    a?.run.extendTo(50);
    a?.run.extendTo(200);
    b?.run.extendTo(200);
    expect(a?.run.pValue()).toBe(b?.run.pValue());
    expect(a?.run.shuffles).toBe(b?.run.shuffles);
  });

  it('is exact on a tiny case: two of four values, p = 2/6', () => {
    // Of the 6 ways to flag 2 of (1, 2, 3, 4), {1, 2} and {3, 4} differ by 2 or more.
    const test = meanDifferenceTest([1, 2, 3, 4], [true, true, false, false], 5, 1);
    expect(test?.difference).toBe(-2);
    test?.run.extendTo(5000);
    expect(test?.run.pValue()).toBeGreaterThan(0.2);
    expect(test?.run.pValue()).toBeLessThan(0.5);
  });

  it('refuse groups that cannot be compared', () => {
    expect(meanDifferenceTest([1, 2, 3], [true, true, true], 1)).toBeNull();
    expect(meanDifferenceTest([1, 2, 3], [false, false, false], 1)).toBeNull();
    expect(spearmanTest([1, 1, 1], [1, 2, 3], 1)).toBeNull();
  });

  it('shuffle in blocks of about half the square root of n', () => {
    expect(blockLength(1)).toBe(1);
    expect(blockLength(30)).toBe(3);
    expect(blockLength(365)).toBe(10);
    expect(blockLength(3650)).toBe(30);
  });

  it('keep a false "significant" rare for series that run in spells', () => {
    // Two independent series in which each day follows the one before (autocorrelation 0.8),
    // as weather and pain do: shuffling single days calls them related far too often.
    const spells = (seed: number) => {
      const random = seededRandom(seed);
      let value = 0;
      return Array.from({ length: 180 }, () => (value = 0.8 * value + random() - 0.5));
    };
    const flaggedShare = (block: number | undefined) => {
      let flagged = 0;
      for (let seed = 1; seed <= 200; seed += 1) {
        const test = spearmanTest(spells(seed), spells(seed + 5000), seed, block);
        test?.run.extendTo(199);
        if ((test?.run.pValue() ?? 1) < 0.05) flagged += 1;
      }
      return flagged / 200;
    };
    const singleDays = flaggedShare(1);
    const blocks = flaggedShare(undefined);
    expect(singleDays).toBeGreaterThan(0.25);
    expect(blocks).toBeLessThanOrEqual(0.1);
  });

  it('count the same hits as shuffling a copy of the series, blocks kept or not', () => {
    // The plain way: shuffle the block numbers, copy the blocks out in that order, take rho.
    // 47 items in blocks of 3 leave a short last block of 2, which moves every block after it.
    const referenceHits = (xs: number[], ys: number[], seed: number, shuffles: number) => {
      const centre = (values: number[]) => {
        const ranks = Array.from(averageRanks(values));
        return ranks.map((rank) => rank - (values.length + 1) / 2);
      };
      const x = centre(xs);
      const y = centre(ys);
      const dot = (a: number[], b: number[]) =>
        a.reduce((sum, v, i) => sum + v * (b[i] as number), 0);
      const bar = Math.abs(dot(x, y)) * (1 - 1e-9);
      const length = blockLength(xs.length);
      const order = Array.from({ length: Math.ceil(xs.length / length) }, (_, i) => i);
      const random = seededRandom(seed);
      let hits = 0;
      let made = 0;
      while (made < shuffles && hits < EXCEEDANCES) {
        for (let i = order.length - 1; i > 0; i -= 1) {
          const j = Math.floor(random() * (i + 1));
          [order[i], order[j]] = [order[j] as number, order[i] as number];
        }
        const moved = order.flatMap((block) => y.slice(block * length, block * length + length));
        made += 1;
        if (Math.abs(dot(x, moved)) >= bar) hits += 1;
      }
      return { hits, made };
    };
    let checked = 0;
    for (let seed = 1; seed <= 30; seed += 1) {
      const xs = noise(seed, 47);
      const ys = xs.map((x, i) => x + (noise(seed + 100, 47)[i] as number) * 2);
      const test = spearmanTest(xs, ys, seed);
      test?.run.extendTo(600);
      const reference = referenceHits(xs, ys, seed, 600);
      expect([test?.run.hits, test?.run.shuffles]).toEqual([reference.hits, reference.made]);
      // Past twice the 16 blocks a run keeps each placement's share: the part worth checking.
      if (reference.made > 100 && reference.hits > 0) checked += 1;
    }
    expect(checked).toBeGreaterThan(5);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createIdMaker, createRandom, mixSeed, mulberry32 } from './random';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
  });

  it('stays in [0, 1) and is roughly uniform', () => {
    const next = mulberry32(7);
    const buckets = new Array(10).fill(0);
    let min = 1;
    let max = 0;
    for (let i = 0; i < 20_000; i += 1) {
      const value = next();
      min = Math.min(min, value);
      max = Math.max(max, value);
      buckets[Math.floor(value * 10)] += 1;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    for (const count of buckets) expect(count).toBeGreaterThan(1800);
  });
});

describe('createRandom', () => {
  it('draws normals with the asked mean and spread', () => {
    const random = createRandom(3);
    const values = Array.from({ length: 20_000 }, () => random.normal(7, 1.2));
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
    expect(mean).toBeCloseTo(7, 1);
    expect(sd).toBeCloseTo(1.2, 1);
    expect(values.every(Number.isFinite)).toBe(true);
  });

  it('int covers both ends; sample picks distinct items in list order', () => {
    const random = createRandom(5);
    const ints = new Set(Array.from({ length: 500 }, () => random.int(2, 4)));
    expect([...ints].sort()).toEqual([2, 3, 4]);
    const items = ['a', 'b', 'c', 'd', 'e'];
    for (let i = 0; i < 50; i += 1) {
      const picked = random.sample(items, 3);
      expect(picked).toHaveLength(3);
      expect(picked).toEqual(items.filter((item) => picked.includes(item)));
    }
    expect(random.sample(items, 9)).toEqual(items);
  });

  it('mixes seeds into distinct streams', () => {
    const seeds = new Set(Array.from({ length: 100 }, (_, stream) => mixSeed(1, stream)));
    expect(seeds.size).toBe(100);
  });
});

describe('createIdMaker', () => {
  it('makes unique version-4 UUIDs', () => {
    const newId = createIdMaker(createRandom(9));
    const ids = Array.from({ length: 5_000 }, newId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids.slice(0, 200)) expect(z.uuid().safeParse(id).success).toBe(true);
  });
});

/**
 * A small seeded random source for the demo data: mulberry32 (32-bit state, full period 2^32,
 * fast and good enough for simulated diaries). Never Math.random, so a seed always gives the
 * same data.
 */
import { seededRandom } from '../stats/random';

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** Normally distributed (Box-Muller). */
  normal(mean?: number, sd?: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` different items, in the list's own order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** mulberry32, shared with the permutation tests (stats/random.ts). */
export const mulberry32 = seededRandom;

/** Mixes a seed and a stream number into a new seed (a murmur3 finalizer). */
export function mixSeed(seed: number, stream: number): number {
  let h = (Math.floor(seed) ^ Math.imul(stream + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    chance: (p) => next() < p,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    normal(mean = 0, sd = 1) {
      // 1 - next() is in (0, 1], so the logarithm is finite.
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    sample(items, count) {
      const chosen = new Set<number>();
      const wanted = Math.min(count, items.length);
      while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length));
      return items.filter((_, index) => chosen.has(index));
    },
  };
  return random;
}

/**
 * Independent random streams from one seed: each part of the simulation (weather, sleep,
 * pain, medication, words) draws from its own, so changing how one part draws (an effect set
 * to 0) does not reshuffle the others.
 */
export function randomStreams<K extends string>(seed: number, names: readonly K[]) {
  return Object.fromEntries(
    names.map((name, index) => [name, createRandom(mixSeed(seed, index))]),
  ) as Record<K, Random>;
}

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, '0');

/**
 * UUID-shaped ids (version 4, RFC variant) from a random stream. The last group counts up, so
 * ids within one document never collide whatever the random bits are.
 */
export function createIdMaker(random: Random): () => string {
  let counter = 0;
  const word = () => Math.floor(random.next() * 4_294_967_296);
  return () => {
    counter += 1;
    const a = word();
    const b = word();
    return [
      hex(a, 8),
      hex(b >>> 16, 4),
      `4${hex(b & 0xfff, 3)}`,
      `${hex(8 + (counter & 3), 1)}${hex((word() >>> 20) & 0xfff, 3)}`,
      hex(counter, 12),
    ].join('-');
  };
}

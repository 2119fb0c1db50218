import { describe, expect, it } from 'vitest';
import type { DemoFactors } from './daily-factors';
import { DEFAULT_DEMO_EFFECTS, NO_DEMO_EFFECTS } from './demo-options';
import {
  FLARE_RISK_AFTER_PRESSURE_DROP,
  FLARE_RISK_AFTER_SHORT_SLEEP,
  flareStartChance,
  plantedEffect,
  simulatePain,
  type PainDay,
} from './pain-model';
import { createRandom } from './random';

const factors = (overrides: Partial<DemoFactors> = {}): DemoFactors => ({
  sleepHours: 7,
  sleepQuality: 6,
  stress: 5,
  missedDaily: false,
  tags: [],
  activities: [],
  ...overrides,
});
const day = (overrides: Partial<PainDay> = {}, f: Partial<DemoFactors> = {}): PainDay => ({
  weekday: 3,
  winterness: 0,
  pressureDrop: false,
  factors: factors(f),
  ...overrides,
});

describe('plantedEffect', () => {
  it('is 0 on an ordinary Wednesday at the equinox', () => {
    expect(plantedEffect(day(), DEFAULT_DEMO_EFFECTS)).toBe(0);
  });

  it('adds each effect at its threshold and not just below it', () => {
    const e = DEFAULT_DEMO_EFFECTS;
    expect(plantedEffect(day({}, { sleepHours: 5.5 }), e)).toBe(1.5);
    expect(plantedEffect(day({}, { sleepHours: 6 }), e)).toBe(0);
    expect(plantedEffect(day({}, { stress: 6 }), e)).toBe(0.25);
    expect(plantedEffect(day({}, { stress: 10 }), e)).toBe(1.25);
    expect(plantedEffect(day({}, { stress: 2 }), e)).toBe(0);
    expect(plantedEffect(day({ pressureDrop: true }), e)).toBe(1);
    expect(plantedEffect(day({}, { missedDaily: true }), e)).toBe(0.8);
    expect(plantedEffect(day({ weekday: 1 }), e)).toBe(0.5);
    expect(plantedEffect(day({ weekday: 2 }), e)).toBe(0.5);
    expect(plantedEffect(day({ weekday: 6 }), e)).toBe(-0.25);
    expect(plantedEffect(day({ weekday: 0 }), e)).toBe(-0.25);
    expect(plantedEffect(day({ winterness: 1 }), e)).toBe(0.8);
    expect(plantedEffect(day({ winterness: -1 }), e)).toBe(-0.8);
    expect(plantedEffect(day({}, { tags: ['gluten'] }), e)).toBe(1.2);
    expect(plantedEffect(day({}, { tags: ['alcohol'] }), e)).toBe(0);
  });

  it('is 0 on any day when every effect is 0', () => {
    const worst = day(
      { weekday: 1, winterness: 1, pressureDrop: true },
      {
        sleepHours: 3,
        stress: 10,
        missedDaily: true,
        tags: ['gluten'],
      },
    );
    expect(plantedEffect(worst, NO_DEMO_EFFECTS)).toBe(0);
  });
});

describe('flareStartChance', () => {
  const e = DEFAULT_DEMO_EFFECTS;
  it('is raised after a short night and on a pressure drop', () => {
    expect(flareStartChance(day(), e)).toBe(e.flareChance);
    expect(flareStartChance(day({}, { sleepHours: 5 }), e)).toBeCloseTo(
      e.flareChance * FLARE_RISK_AFTER_SHORT_SLEEP,
    );
    expect(flareStartChance(day({ pressureDrop: true }), e)).toBeCloseTo(
      e.flareChance * FLARE_RISK_AFTER_PRESSURE_DROP,
    );
  });

  it('is not raised by a factor whose effect is 0, and never above 1', () => {
    const noSleep = { ...e, shortSleep: 0, pressureDrop: 0 };
    expect(flareStartChance(day({ pressureDrop: true }, { sleepHours: 4 }), noSleep)).toBe(
      e.flareChance,
    );
    expect(
      flareStartChance(day({ pressureDrop: true }, { sleepHours: 4 }), { ...e, flareChance: 0.5 }),
    ).toBe(1);
  });
});

describe('simulatePain', () => {
  const days = Array.from({ length: 2000 }, (_, index) =>
    day({ weekday: index % 7 }, { sleepHours: index % 5 === 0 ? 5 : 7 }),
  );
  const run = (flareChance: number) =>
    simulatePain(
      days,
      { ...DEFAULT_DEMO_EFFECTS, flareChance },
      {
        noise: createRandom(1),
        flares: createRandom(2),
      },
    );

  it('gives whole pain levels from 0 to 10', () => {
    for (const { pain } of run(0.1)) {
      expect(Number.isInteger(pain)).toBe(true);
      expect(pain).toBeGreaterThanOrEqual(0);
      expect(pain).toBeLessThanOrEqual(10);
    }
  });

  it('makes flares of 2-4 days at 7-10 with one peak, apart from each other', () => {
    const result = run(0.1);
    const episodes = new Map<number, number[]>();
    result.forEach(({ flare, pain }) => {
      if (!flare) return;
      expect(pain).toBeGreaterThanOrEqual(7);
      episodes.set(flare.episode, [...(episodes.get(flare.episode) ?? []), pain]);
    });
    expect(episodes.size).toBeGreaterThan(50);
    for (const levels of episodes.values()) {
      expect(levels.length).toBeGreaterThanOrEqual(2);
      expect(levels.length).toBeLessThanOrEqual(4);
    }
    expect(result.filter((d) => d.flare?.isPeak).length).toBe(episodes.size);
    // Onsets after a short night (every fifth day here) are over-represented.
    const onsets = result.flatMap((d, index) => (d.flare?.dayOfFlare === 0 ? [index] : []));
    const afterShort = onsets.filter((index) => index % 5 === 0).length / onsets.length;
    expect(afterShort).toBeGreaterThan(0.35);
  });

  it('makes no flare when flareChance is 0', () => {
    expect(run(0).every((d) => d.flare === null)).toBe(true);
  });
});

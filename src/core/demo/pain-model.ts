import { GLUTEN_TAG } from './catalog';
import { SHORT_SLEEP_HOURS, type DemoFactors } from './daily-factors';
import type { DemoEffects } from './demo-options';
import type { Random } from './random';

/** What a day's pain is made of, besides noise. */
export interface PainDay {
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  /** +1 mid-winter ... -1 mid-summer (season.ts). */
  winterness: number;
  pressureDrop: boolean;
  factors: DemoFactors;
}

export interface DemoFlareDay {
  /** Which flare of the series, from 0. */
  episode: number;
  /** 0 on the first day of the flare. */
  dayOfFlare: number;
  length: number;
  isPeak: boolean;
}

export interface DemoPain {
  /** The day's pain, 0-10, whole. */
  pain: number;
  flare: DemoFlareDay | null;
}

export const BASELINE_PAIN = 3;
/** Flares after a short night or on a pressure drop are this many times likelier. */
export const FLARE_RISK_AFTER_SHORT_SLEEP = 10;
export const FLARE_RISK_AFTER_PRESSURE_DROP = 3;
/** Quiet days after a flare before another can begin, so two flares stay two. */
const FLARE_REFRACTORY_DAYS = 5;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The sum of the planted effects on one day, in points of pain. */
export function plantedEffect(day: PainDay, effects: DemoEffects): number {
  const { factors } = day;
  let effect = effects.seasonal * day.winterness;
  if (factors.sleepHours < SHORT_SLEEP_HOURS) effect += effects.shortSleep;
  effect += effects.stress * Math.max(0, factors.stress - 5);
  if (day.pressureDrop) effect += effects.pressureDrop;
  if (factors.missedDaily) effect += effects.missedMedication;
  if (day.weekday === 1 || day.weekday === 2) effect += effects.weekly;
  if (day.weekday === 0 || day.weekday === 6) effect -= effects.weekly / 2;
  if (factors.tags.includes(GLUTEN_TAG)) effect += effects.gluten;
  return effect;
}

/** The chance a flare begins today; a risk factor only counts while its effect is planted. */
export function flareStartChance(day: PainDay, effects: DemoEffects): number {
  let chance = effects.flareChance;
  if (effects.shortSleep !== 0 && day.factors.sleepHours < SHORT_SLEEP_HOURS) {
    chance *= FLARE_RISK_AFTER_SHORT_SLEEP;
  }
  if (effects.pressureDrop !== 0 && day.pressureDrop) chance *= FLARE_RISK_AFTER_PRESSURE_DROP;
  return Math.min(1, chance);
}

/** A flare's daily levels: 7-10, rising to a peak of 8-10 and easing off. */
function flareLevels(random: Random): number[] {
  const length = random.int(2, 4);
  const peak = random.int(8, 10);
  const peakDay = random.int(0, Math.min(1, length - 1));
  return Array.from({ length }, (_, day) =>
    day === peakDay ? peak : clamp(peak - Math.abs(day - peakDay) * random.int(0, 2), 7, peak - 1),
  );
}

/**
 * Pain for consecutive days: a baseline, autocorrelated noise (yesterday's mood of the body
 * carries into today), every planted effect, and flares, multi-day runs at 7-10 that start
 * more often after a short night or a pressure drop. Rounded and clamped to 0-10.
 */
export function simulatePain(
  days: readonly PainDay[],
  effects: DemoEffects,
  streams: { noise: Random; flares: Random },
): DemoPain[] {
  let noise = streams.noise.normal(0, 1);
  let levels: number[] = [];
  let flareDay = 0;
  let episode = -1;
  let quietDays = 0;
  return days.map((day) => {
    noise = 0.5 * noise + streams.noise.normal(0, 0.75);
    const base = BASELINE_PAIN + noise + plantedEffect(day, effects);
    // The flare stream draws the same amount every day, so flares of one seed stay put when
    // unrelated effects change.
    const roll = streams.flares.next();
    const shape = flareLevels(streams.flares);
    if (flareDay >= levels.length && quietDays === 0 && roll < flareStartChance(day, effects)) {
      levels = shape;
      flareDay = 0;
      episode += 1;
    }
    let flare: DemoFlareDay | null = null;
    let pain = Math.round(clamp(base, 0, 10));
    if (flareDay < levels.length) {
      const level = levels[flareDay] as number;
      flare = {
        episode,
        dayOfFlare: flareDay,
        length: levels.length,
        isPeak: level === Math.max(...levels),
      };
      pain = Math.max(pain, level);
      flareDay += 1;
      if (flareDay === levels.length) quietDays = FLARE_REFRACTORY_DAYS;
    } else if (quietDays > 0) {
      quietDays -= 1;
    }
    return { pain, flare };
  });
}

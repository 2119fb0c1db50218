import type { ParsedReading, ReadingType, SleepStage } from '../biometrics/reading-types';
import type { DemoDay } from './demo-day';
import type { DemoEffects } from './demo-options';
import { BASELINE_PAIN } from './pain-model';
import type { Random } from './random';
import type { ZoneClock } from './zone-clock';

/**
 * What the demo person's watch and scale measured on one day. Everything is timed within the
 * day's own local date (the night runs from just after midnight), so every reading counts on
 * that date, and a night's sleep on the day it ends, as the journal's sleepHours does.
 *
 * - resting heart rate, once a morning: about 60 bpm, higher on painful days by exactly the
 *   planted `restingHeartRate` effect per point above the baseline;
 * - heart rate variability three times and blood oxygen three times a night: noise;
 * - sleep stages in 90-minute cycles, adding up to the journal's hours give or take a little;
 * - steps in a few hourly spells; weight on about one morning in three, slowly drifting.
 */

export interface DemoBodyDay {
  date: string;
  watch: ParsedReading[];
  scale: ParsedReading[];
}

const MINUTE = 60_000;
const SLEEP_CYCLE_MINUTES = 90;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

function moment(type: ReadingType, start: number, value: number): ParsedReading {
  return { type, start, end: null, value, value2: null, context: '', quality: null };
}

function span(
  type: ReadingType,
  start: number,
  minutes: number,
  value: number,
  context: SleepStage | '' = '',
): ParsedReading {
  return {
    type,
    start,
    end: start + minutes * MINUTE,
    value,
    value2: null,
    context,
    quality: null,
  };
}

/** One cycle's stages: light sleep, deep sleep (more early in the night), then REM. */
function cycleStages(minutes: number, cycle: number): [SleepStage, number][] {
  const core = Math.round(minutes * 0.5);
  const deep = Math.round(minutes * (cycle < 2 ? 0.25 : 0.1));
  return [
    ['core', core],
    ['deep', deep],
    ['rem', minutes - core - deep],
  ];
}

/** The night before `date`'s morning: stages from 00:10-00:50 on, the hours it took. */
function night(day: DemoDay, at: (minutes: number) => number, random: Random): ParsedReading[] {
  const asleep = Math.round(clamp(day.factors.sleepHours * 60 + random.normal(0, 12), 120, 720));
  const cycles = Math.max(1, Math.round(asleep / SLEEP_CYCLE_MINUTES));
  const readings: ParsedReading[] = [];
  let start = at(random.int(10, 50));
  let left = asleep;
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    const minutes = cycle === cycles - 1 ? left : Math.round(asleep / cycles);
    left -= minutes;
    for (const [stage, length] of cycleStages(minutes, cycle)) {
      if (length <= 0) continue;
      readings.push(span('sleep', start, length, length, stage));
      start += length * MINUTE;
    }
    // A few minutes awake between cycles: not sleep.
    start += random.int(0, 4) * MINUTE;
  }
  return readings;
}

const STEP_HOURS = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

export function simulateBody(
  days: readonly DemoDay[],
  context: { clock: ZoneClock; random: Random; effects: DemoEffects },
): DemoBodyDay[] {
  const { clock, random, effects } = context;
  let weightDrift = random.normal(0, 0.6);
  return days.map((day) => {
    const at = (minutes: number) => Date.parse(clock.instant(day.date, minutes));
    const pain = day.pain.pain;
    const restingRise = effects.restingHeartRate * Math.max(0, pain - BASELINE_PAIN);
    const watch: ParsedReading[] = [
      moment('resting_heart_rate', at(8 * 60), Math.round(60 + restingRise + random.normal(0, 2))),
      ...[150, 270, 390].map((minutes) =>
        moment(
          'heart_rate_variability',
          at(minutes),
          Math.round(clamp(45 + random.normal(0, 8), 12, 140)),
        ),
      ),
      ...[90, 210, 330].map((minutes) =>
        moment(
          'oxygen_saturation',
          at(minutes),
          Math.round(clamp(97 + random.normal(0, 1), 93, 100)),
        ),
      ),
      ...night(day, at, random),
      ...random
        .sample(STEP_HOURS, random.int(3, 6))
        .map((hour) => span('steps', at(hour * 60), 60, random.int(250, 1800))),
    ];
    weightDrift = 0.97 * weightDrift + random.normal(0, 0.12);
    const weighed = random.chance(0.35);
    const scale = weighed
      ? [moment('weight', at(7 * 60 + 40), round1(71.5 + weightDrift + random.normal(0, 0.25)))]
      : [];
    return { date: day.date, watch, scale };
  });
}

import { ACTIVITIES, DAILY_TAGS, PERIOD_TAG, TRAVEL_TAG } from './catalog';
import type { Random } from './random';

/** The day's own circumstances, drawn before pain: none of them depends on pain. */
export interface DemoFactors {
  /** Last night's sleep, in half hours; about one night in six is under 6 h. */
  sleepHours: number;
  /** 0-10, follows the hours. */
  sleepQuality: number;
  /** 0-10, autocorrelated: stressful spells last a few days. */
  stress: number;
  /** The daily preventive was not taken (about one day in seven). */
  missedDaily: boolean;
  tags: string[];
  activities: string[];
}

export const SHORT_SLEEP_HOURS = 6;
/** Share of days the daily preventive is taken. */
export const DAILY_ADHERENCE = 0.85;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface FactorStreams {
  sleep: Random;
  stress: Random;
  adherence: Random;
  habits: Random;
}

/**
 * Sleep, stress, adherence, tags and activities for consecutive days, each from its own
 * stream and independent of one another (sleep quality follows sleep hours), so a planted
 * effect is the only link between any of them and pain.
 */
export function simulateFactors(dayCount: number, streams: FactorStreams): DemoFactors[] {
  const { sleep, stress, adherence, habits } = streams;
  let stressWalk = stress.normal(0, 1.9);
  let travelLeft = 0;
  let cycleDay = habits.int(0, 27);
  let cycleLength = habits.int(26, 30);
  const factors: DemoFactors[] = [];
  for (let index = 0; index < dayCount; index += 1) {
    const hours = clamp(Math.round(sleep.normal(6.9, 1.2) * 2) / 2, 3, 11);
    const quality = Math.round(clamp(5 + 1.3 * (hours - 7) + sleep.normal(0, 1.3), 0, 10));
    stressWalk = 0.6 * stressWalk + stress.normal(0, 1.5);
    const stressLevel = Math.round(clamp(4.5 + stressWalk, 0, 10));

    const tags = DAILY_TAGS.filter((tag) => habits.chance(tag.chance)).map((tag) => tag.name);
    if (travelLeft === 0 && habits.chance(0.012)) travelLeft = habits.int(2, 6);
    if (travelLeft > 0) {
      tags.push(TRAVEL_TAG);
      travelLeft -= 1;
    }
    cycleDay += 1;
    if (cycleDay >= cycleLength) {
      cycleDay = 0;
      cycleLength = habits.int(26, 30);
    }
    if (cycleDay < 5) tags.push(PERIOD_TAG);
    const activities = ACTIVITIES.filter((activity) => habits.chance(activity.chance)).map(
      (activity) => activity.name,
    );

    factors.push({
      sleepHours: hours,
      sleepQuality: quality,
      stress: stressLevel,
      missedDaily: !adherence.chance(DAILY_ADHERENCE),
      tags,
      activities,
    });
  }
  return factors;
}

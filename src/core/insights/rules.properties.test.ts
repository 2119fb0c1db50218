import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DayPoint } from '../day-points';
import { above, atLeast, format1, mean, round1 } from '../stats/numbers';
import { pearson } from '../stats/pearson';
import type { Finding } from './insight';
import { activityInsight, ACTIVITY_MIN_DAYS, ACTIVITY_MIN_USES } from './activity';
import {
  stressInsight,
  HIGH_STRESS_FROM,
  STRESS_MIN_DAYS,
  STRESS_MIN_DIFFERENCE,
  STRESS_HIGH_DIFFERENCE,
} from './stress';
import {
  weatherInsight,
  LOW_PRESSURE_BELOW,
  WEATHER_MIN_DAYS,
  WEATHER_MIN_DIFFERENCE,
  WEATHER_HIGH_DIFFERENCE,
} from './weather';
import {
  sleepCorrelationInsight,
  SLEEP_MIN_DAYS,
  SLEEP_MIN_CORRELATION,
  SLEEP_HIGH_CORRELATION,
  POOR_SLEEP_BELOW,
} from './sleep-correlation';

/*
 * The stress, weather, sleep and activity rules count their days in one loop instead of
 * filter/map chains (decision 0031). The chain versions they replaced, kept as the reference.
 */

interface ActivityStats {
  name: string;
  uses: number;
  total: number;
  /** Positions in `points` of the days with it. */
  days: number[];
}

/**
 * Activities: among activities done on at least 2 days, the one whose days had the lowest mean
 * pain. Needs 3 days with any activity. Ties go to the activity used more often, then to the
 * name in alphabetical order, so the answer never depends on input order. Names are compared
 * without case; the spelling shown is the one from the earliest day. The text sets its mean
 * against the days without it, and only calls it "lower pain" when it is.
 */
function referenceActivityInsight(points: readonly DayPoint[]): Finding | null {
  const withActivities = points.filter((point) => point.activities.length > 0);
  if (withActivities.length < ACTIVITY_MIN_DAYS) return null;

  const stats = new Map<string, ActivityStats>();
  // Years of days repeat a few names: each is lowered once, not once for every day it was done.
  const keys = new Map<string, string>();
  points.forEach((point, position) => {
    for (const name of point.activities) {
      let key = keys.get(name);
      if (key === undefined) {
        key = name.toLowerCase();
        keys.set(name, key);
      }
      const entry = stats.get(key) ?? { name, uses: 0, total: 0, days: [] };
      entry.uses += 1;
      entry.total += point.painLevel;
      entry.days.push(position);
      stats.set(key, entry);
    }
  });

  let best: { name: string; uses: number; average: number; days: number[] } | null = null;
  let bestKey = '';
  let qualifying = 0;
  for (const [key, { name, uses, total, days }] of stats) {
    if (uses < ACTIVITY_MIN_USES) continue;
    qualifying += 1;
    const average = total / uses;
    const better =
      best === null ||
      average < best.average ||
      (average === best.average && (uses > best.uses || (uses === best.uses && key < bestKey)));
    if (better) {
      best = { name, uses, average, days };
      bestKey = key;
    }
  }
  if (best === null) return null;

  // Days without it (with other activities or none) show whether it is really a good sign.
  // The days with it were noted while counting: no name lowered again for every day.
  const withBest = new Set(best.days);
  const other = mean(
    points.filter((_, position) => !withBest.has(position)).map((point) => point.painLevel),
  );
  const lower = other !== null && round1(best.average) < round1(other);
  const data: Record<string, number | string> = {
    activity: best.name,
    average: best.average,
    days: best.uses,
  };
  if (other !== null) data.otherAverage = other;

  return {
    id: 'best-activity',
    type: 'pattern',
    category: 'activity',
    priority: 'medium',
    actionable: lower,
    title: lower ? `${best.name} goes with lower pain` : `Your lowest-pain activity: ${best.name}`,
    description:
      `On the ${best.uses} days you did ${best.name} your pain averaged ${format1(best.average)}` +
      (qualifying > 1 ? ', the lowest of your activities' : '') +
      (other === null ? '.' : `, against ${format1(other)} on other days.`) +
      (lower ? ' It may be worth keeping up.' : ''),
    data,
  };
}

/** High stress means a stress level of 7 or more. */

/**
 * Stress and pain: mean pain on high-stress days minus the mean on the other days with stress
 * data. Needs 5 days with stress data and both kinds of day; shown when high-stress days are at
 * least 1 point worse, high priority above 2. Only this direction is reported: calmer days
 * hurting more is not a finding anyone can act on.
 */
function referenceStressInsight(points: readonly DayPoint[]): Finding | null {
  const withStress = points.filter(
    (point): point is DayPoint & { stressLevel: number } => point.stressLevel !== null,
  );
  if (withStress.length < STRESS_MIN_DAYS) return null;
  const stressed = withStress.filter((point) => point.stressLevel >= HIGH_STRESS_FROM);
  const high = mean(stressed.map((point) => point.painLevel));
  const other = mean(
    withStress.filter((point) => point.stressLevel < HIGH_STRESS_FROM).map((p) => p.painLevel),
  );
  if (high === null || other === null) return null;
  const difference = high - other;
  if (!atLeast(difference, STRESS_MIN_DIFFERENCE)) return null;

  return {
    id: 'stress-impact',
    type: 'pattern',
    category: 'stress',
    priority: above(difference, STRESS_HIGH_DIFFERENCE) ? 'high' : 'medium',
    actionable: true,
    title: 'Stress raises your pain',
    description:
      `On high-stress days (${HIGH_STRESS_FROM} or more) your pain averaged ${format1(high)}, ` +
      `against ${format1(other)} on other days. A breathing or relaxation exercise on stressful ` +
      'days may help.',
    data: {
      highStressAverage: high,
      otherAverage: other,
      difference,
      highStressDays: stressed.length,
      days: withStress.length,
    },
  };
}

/** Low pressure is below 1010 hPa. */

/**
 * Pressure and pain: mean pain on low-pressure days minus the mean on the other days with a
 * pressure reading. Needs 5 days with pressure and both kinds of day; shown when low-pressure
 * days are at least 0.5 worse, high priority above 1.5.
 */
function referenceWeatherInsight(points: readonly DayPoint[]): Finding | null {
  const withPressure = points.filter(
    (point): point is DayPoint & { pressure: number } => point.pressure !== null,
  );
  if (withPressure.length < WEATHER_MIN_DAYS) return null;
  const lowDays = withPressure.filter((point) => point.pressure < LOW_PRESSURE_BELOW);
  const low = mean(lowDays.map((point) => point.painLevel));
  const normal = mean(
    withPressure.filter((point) => point.pressure >= LOW_PRESSURE_BELOW).map((p) => p.painLevel),
  );
  if (low === null || normal === null) return null;
  const difference = low - normal;
  if (!atLeast(difference, WEATHER_MIN_DIFFERENCE)) return null;

  return {
    id: 'weather-pressure',
    type: 'pattern',
    category: 'weather',
    priority: above(difference, WEATHER_HIGH_DIFFERENCE) ? 'high' : 'medium',
    actionable: true,
    title: 'Low pressure days are harder',
    description:
      `Low pressure days (below ${LOW_PRESSURE_BELOW} hPa) average ${format1(low)} vs ` +
      `${format1(normal)} on other days. When pressure drops, plan a lighter day.`,
    data: {
      lowPressureAverage: low,
      otherAverage: normal,
      difference,
      lowPressureDays: lowDays.length,
      days: withPressure.length,
    },
  };
}

/** Sleep quality under 5 is poor (spec section 9, Reports). */

/** r in texts: two decimals, because one would show 0.29 as "0.3" beside the 0.3 threshold. */
const formatR = (r: number) => (Math.round(r * 100) / 100).toFixed(2);

/**
 * Sleep and pain: Pearson's r between the day's sleep quality and its pain, over days with sleep
 * data. Needs 5 such days and |r| of at least 0.3; high priority above 0.5. The text states the
 * mean pain after poor nights (quality under 5) against the other nights when both exist,
 * because "1.8 points higher" means more to a reader than r does.
 */
function referenceSleepCorrelationInsight(points: readonly DayPoint[]): Finding | null {
  const withSleep = points.filter(
    (point): point is DayPoint & { sleepQuality: number } => point.sleepQuality !== null,
  );
  if (withSleep.length < SLEEP_MIN_DAYS) return null;
  const r = pearson(
    withSleep.map((point) => point.sleepQuality),
    withSleep.map((point) => point.painLevel),
  );
  if (r === null || !atLeast(Math.abs(r), SLEEP_MIN_CORRELATION)) return null;

  const poor = mean(
    withSleep.filter((p) => p.sleepQuality < POOR_SLEEP_BELOW).map((p) => p.painLevel),
  );
  const other = mean(
    withSleep.filter((p) => p.sleepQuality >= POOR_SLEEP_BELOW).map((p) => p.painLevel),
  );
  const days = withSleep.length;
  const data: Record<string, number> = { correlation: r, days };
  let description: string;
  // The gap is taken between the rounded means so that the three figures in the text agree.
  const gap = poor !== null && other !== null ? round1(round1(poor) - round1(other)) : 0;
  if (poor !== null && other !== null && gap !== 0) {
    data.poorSleepAverage = poor;
    data.otherSleepAverage = other;
    description =
      `On nights you slept poorly (below ${POOR_SLEEP_BELOW}) your pain averaged ` +
      `${format1(poor)}, ${format1(Math.abs(gap))} points ${gap > 0 ? 'higher' : 'lower'} ` +
      `than the ${format1(other)} after other nights (r = ${formatR(r)} over ${days} days).`;
  } else {
    description =
      r < 0
        ? `Your pain tends to be lower after nights you sleep better (r = ${formatR(r)} over ${days} days).`
        : `Your pain tends to be higher after nights you sleep better (r = ${formatR(r)} over ${days} days).`;
  }

  return {
    id: 'sleep-correlation',
    type: 'pattern',
    category: 'sleep',
    priority: above(Math.abs(r), SLEEP_HIGH_CORRELATION) ? 'high' : 'medium',
    actionable: r < 0,
    title: r < 0 ? 'Better sleep, less pain' : 'Sleep and pain rise together',
    description: r < 0 ? `${description} A steady bedtime routine may help.` : description,
    data,
  };
}

/** Days with every field sometimes missing (or not finite), activities in any spelling. */
const level = fc.oneof(
  fc.integer({ min: 0, max: 10 }),
  fc.constant(null),
  fc.constant(Number.NaN),
  fc.double({ min: 0, max: 10, noNaN: true }),
);
const pointsArbitrary = fc
  .array(
    fc.record({
      painLevel: fc.oneof(
        fc.integer({ min: 0, max: 10 }),
        fc.double({ min: 0, max: 10, noNaN: true }),
      ),
      sleepQuality: level,
      stressLevel: level,
      pressure: fc.oneof(
        fc.constant(null),
        fc.constant(Number.NaN),
        fc.constantFrom(1009.9, 1010, 1010.1),
        fc.double({ min: 990, max: 1030, noNaN: true }),
      ),
      activities: fc.subarray(['Walking', 'walking', 'Yoga', 'YOGA', 'Swimming', 'Reading']),
    }),
    { maxLength: 40 },
  )
  .map((days) =>
    days.map((fields, index): DayPoint => ({
      ...fields,
      date: `d${index}`,
      day: index,
      entryCount: 1,
      hasNotes: false,
    })),
  );

const RULES: [
  string,
  (points: readonly DayPoint[]) => Finding | null,
  (points: readonly DayPoint[]) => Finding | null,
][] = [
  ['stress', stressInsight, referenceStressInsight],
  ['weather', weatherInsight, referenceWeatherInsight],
  ['sleep', sleepCorrelationInsight, referenceSleepCorrelationInsight],
  ['activity', activityInsight, referenceActivityInsight],
];

describe('insight rules as loops', () => {
  for (const [name, rule, reference] of RULES) {
    it(`${name}: finds what the filter/map version found`, () => {
      fc.assert(
        fc.property(pointsArbitrary, (points) => {
          expect(rule(points)).toEqual(reference(points));
        }),
        { numRuns: 1500 },
      );
    });
  }
});

import type { DayPoint } from '../day-points';
import { above, atLeast, format1, round1 } from '../stats/numbers';
import { pearson } from '../stats/pearson';
import type { Finding } from './insight';

export const SLEEP_MIN_DAYS = 5;
export const SLEEP_MIN_CORRELATION = 0.3;
export const SLEEP_HIGH_CORRELATION = 0.5;
/** Sleep quality under 5 is poor (spec section 9, Reports). */
export const POOR_SLEEP_BELOW = 5;

/** r in texts: two decimals, because one would show 0.29 as "0.3" beside the 0.3 threshold. */
const formatR = (r: number) => (Math.round(r * 100) / 100).toFixed(2);

/**
 * Sleep and pain: Pearson's r between the day's sleep quality and its pain, over days with sleep
 * data. Needs 5 such days and |r| of at least 0.3; high priority above 0.5. The text states the
 * mean pain after poor nights (quality under 5) against the other nights when both exist,
 * because "1.8 points higher" means more to a reader than r does.
 */
export function sleepCorrelationInsight(points: readonly DayPoint[]): Finding | null {
  // One pass over the days for both series and both means, each mean summed in day order as
  // `mean` sums: no filtered or mapped arrays per rule.
  const sleep: number[] = [];
  const pain: number[] = [];
  let poorDays = 0;
  let poorTotal = 0;
  let otherDays = 0;
  let otherTotal = 0;
  for (const point of points) {
    const quality = point.sleepQuality;
    if (quality === null) continue;
    sleep.push(quality);
    pain.push(point.painLevel);
    if (quality < POOR_SLEEP_BELOW) {
      poorDays += 1;
      poorTotal += point.painLevel;
    } else if (quality >= POOR_SLEEP_BELOW) {
      otherDays += 1;
      otherTotal += point.painLevel;
    }
  }
  if (sleep.length < SLEEP_MIN_DAYS) return null;
  const r = pearson(sleep, pain);
  if (r === null || !atLeast(Math.abs(r), SLEEP_MIN_CORRELATION)) return null;

  const poor = poorDays === 0 ? null : poorTotal / poorDays;
  const other = otherDays === 0 ? null : otherTotal / otherDays;
  const days = sleep.length;
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

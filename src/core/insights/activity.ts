import type { DayPoint } from '../day-points';
import { format1, round1 } from '../stats/numbers';
import type { Finding } from './insight';

export const ACTIVITY_MIN_DAYS = 3;
export const ACTIVITY_MIN_USES = 2;

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
export function activityInsight(points: readonly DayPoint[]): Finding | null {
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
      let entry = stats.get(key);
      if (entry === undefined) {
        entry = { name, uses: 0, total: 0, days: [] };
        stats.set(key, entry);
      }
      entry.uses += 1;
      entry.total += point.painLevel;
      entry.days.push(position);
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
  // Its days are in day order, so one pointer walks them beside the days: no Set, no arrays.
  let next = 0;
  let otherDays = 0;
  let otherTotal = 0;
  for (let position = 0; position < points.length; position += 1) {
    if (best.days[next] === position) {
      while (best.days[next] === position) next += 1;
      continue;
    }
    otherDays += 1;
    otherTotal += (points[position] as DayPoint).painLevel;
  }
  const other = otherDays === 0 ? null : otherTotal / otherDays;
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

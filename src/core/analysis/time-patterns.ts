import { WEEKDAY_NAMES, weekdayIndex } from '../calendar';
import type { AnalysisDay } from './days';
import type { Episode } from './flares';
import type { LocalClock } from './local-clock';
import type { TimeOfDay, TimePatterns } from './types';

/**
 * When flares happen: the weekday each began on, and the hours at which quick and emergency
 * logs were made on flare days (in the user's time zone) — the times people reach for the app
 * when pain is at its worst.
 */

export const TIMES_OF_DAY: readonly TimeOfDay[] = ['night', 'morning', 'afternoon', 'evening'];

export function timeOfDay(hour: number): TimeOfDay {
  if (hour < 6) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** The index holding the largest count when no other holds as many and it is at least 2. */
function soleMaximum(counts: readonly number[]): number | null {
  let best = -1;
  let tie = false;
  counts.forEach((count, index) => {
    if (best < 0 || count > (counts[best] as number)) {
      best = index;
      tie = false;
    } else if (count === counts[best]) tie = true;
  });
  return best < 0 || tie || (counts[best] as number) < 2 ? null : best;
}

export function timePatterns(
  episodes: readonly Episode[],
  byDay: ReadonlyMap<number, AnalysisDay>,
  clock: LocalClock,
): TimePatterns {
  const weekdays = [0, 0, 0, 0, 0, 0, 0];
  const times: Record<TimeOfDay, number> = { night: 0, morning: 0, afternoon: 0, evening: 0 };
  let loggedTimes = 0;
  for (const episode of episodes) {
    const weekday = weekdayIndex(episode.start);
    weekdays[weekday] = (weekdays[weekday] ?? 0) + 1;
    for (let day = episode.startDay; day <= episode.endDay; day += 1) {
      for (const time of byDay.get(day)?.logTimes ?? []) {
        times[timeOfDay(clock.hourOf(time))] += 1;
        loggedTimes += 1;
      }
    }
  }
  const peakWeekday = soleMaximum(weekdays);
  const peakTime = soleMaximum(TIMES_OF_DAY.map((name) => times[name]));
  return {
    weekdays,
    peakWeekday: peakWeekday === null ? null : (WEEKDAY_NAMES[peakWeekday] as string),
    timesOfDay: times,
    loggedTimes,
    peakTimeOfDay: peakTime === null ? null : (TIMES_OF_DAY[peakTime] as TimeOfDay),
  };
}

import { dateOfDay, dayNumber, WEEKDAY_NAMES } from '../../calendar';
import { mean } from '../../stats/numbers';
import type { ReportPeriod } from '../period';
import type { ReportDay } from '../report-days';

/**
 * Pain over time in equal windows counted back from the period's end, so the last window is
 * exactly the last 7 days: 7-day windows up to 3 months (13 rows at most), 30-day windows for
 * longer periods so a year stays readable. The first window may be shorter than the others.
 */
export const WEEK_WINDOW_DAYS = 7;
export const MONTH_WINDOW_DAYS = 30;
export const WEEK_WINDOWS_UP_TO_DAYS = 91;

export interface PainWindow {
  start: string;
  end: string;
  /** Calendar days in the window (the first one may be shorter). */
  days: number;
  daysLogged: number;
  /** Mean day pain; null when no day in the window has an entry. */
  average: number | null;
  highest: number | null;
}

export function windowLength(periodDays: number): number {
  return periodDays <= WEEK_WINDOWS_UP_TO_DAYS ? WEEK_WINDOW_DAYS : MONTH_WINDOW_DAYS;
}

export function painWindows(days: readonly ReportDay[], period: ReportPeriod): PainWindow[] {
  const first = dayNumber(period.start) as number;
  const last = dayNumber(period.end) as number;
  const length = windowLength(period.days);
  const windows: PainWindow[] = [];
  let index = days.length - 1;
  for (let end = last; end >= first; end -= length) {
    const start = Math.max(first, end - length + 1);
    const pains: number[] = [];
    while (index >= 0 && (days[index] as ReportDay).day >= start) {
      const day = days[index] as ReportDay;
      if (day.day <= end) pains.push(day.painLevel);
      index -= 1;
    }
    windows.push({
      start: dateOfDay(start),
      end: dateOfDay(end),
      days: end - start + 1,
      daysLogged: pains.length,
      average: mean(pains),
      highest: pains.length === 0 ? null : Math.max(...pains),
    });
  }
  return windows.reverse();
}

export interface WeekdayPain {
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  name: string;
  days: number;
  average: number;
}

/** Mean day pain per weekday, for the weekdays with entries, Sunday first. */
export function painByWeekday(days: readonly ReportDay[]): WeekdayPain[] {
  const groups: number[][] = WEEKDAY_NAMES.map(() => []);
  // Day 0 (1970-01-01) was a Thursday; the day number spares parsing every date again.
  for (const day of days) groups[(((day.day + 4) % 7) + 7) % 7]?.push(day.painLevel);
  return groups.flatMap((pains, weekday) =>
    pains.length === 0
      ? []
      : [
          {
            weekday,
            name: WEEKDAY_NAMES[weekday] as string,
            days: pains.length,
            average: mean(pains) as number,
          },
        ],
  );
}

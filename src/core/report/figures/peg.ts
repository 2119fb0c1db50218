import { addDays, isCalendarDate } from '../../calendar';
import type { PegCheckin } from '../../peg';
import { round1 } from '../../stats/numbers';
import type { ReportPeriod } from '../period';

/** One week's PEG-3 answers and score, as the reports and the Analytics trend use them. */
export type PegWeek = Pick<
  PegCheckin,
  'week' | 'weekStart' | 'pain' | 'enjoyment' | 'activity' | 'score'
>;

export interface PegFigures {
  /** Oldest week first. */
  weeks: PegWeek[];
  first: PegWeek | null;
  latest: PegWeek | null;
  /** Latest score minus the first, to one decimal; null below two check-ins. */
  change: number | null;
}

/**
 * The check-ins whose week (Monday to Sunday) overlaps the period, at either end: a week is
 * about the days before it was answered, so one answered inside the period counts even when the
 * period begins mid-week, and this week's counts though its Sunday is still to come.
 */
export function pegWeeksInPeriod<T extends Pick<PegCheckin, 'weekStart'>>(
  checkins: readonly T[],
  period: ReportPeriod,
): T[] {
  return checkins.filter(
    (checkin) =>
      isCalendarDate(checkin.weekStart) &&
      checkin.weekStart <= period.end &&
      addDays(checkin.weekStart, 6) >= period.start,
  );
}

/** The weeks in order, the first and latest score, and the change between them. */
export function pegFigures(checkins: readonly PegWeek[]): PegFigures {
  const weeks = checkins
    .map(({ week, weekStart, pain, enjoyment, activity, score }) => ({
      week,
      weekStart,
      pain,
      enjoyment,
      activity,
      score,
    }))
    .sort((a, b) => a.week.localeCompare(b.week));
  const first = weeks[0] ?? null;
  const latest = weeks[weeks.length - 1] ?? null;
  return {
    weeks,
    first,
    latest,
    change:
      weeks.length < 2 || first === null || latest === null
        ? null
        : round1(latest.score - first.score),
  };
}

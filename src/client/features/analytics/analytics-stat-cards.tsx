import { CalendarDays, Gauge, Mountain, Sun } from 'lucide-react';
import type { AnalyticsSummary } from '@core/analytics-summary';
import { OutOfTen, StatCard } from '@client/components/ui/stat-card';
import { formatEntryDate } from '@client/lib/dates';

/**
 * Avg Pain Level, Entries This Week, Best Day, Most Challenging (spec document 1 section 2). On a
 * limited plan (`limited`) the average, too, covers only the window the plan shows.
 */
export function AnalyticsStatCards({
  summary,
  windowDays = 30,
  limited = false,
}: {
  summary: AnalyticsSummary;
  /** The days the trend covers. */
  windowDays?: number;
  limited?: boolean;
}) {
  const { averagePain, entriesThisWeek, bestDay, worstDay } = summary;
  const noDays = `No days in the last ${windowDays}`;
  return (
    <section aria-labelledby="analytics-stats-heading">
      <h2 id="analytics-stats-heading" className="sr-only">
        Your figures
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Avg Pain Level"
          icon={Gauge}
          value={<OutOfTen value={averagePain} />}
          detail={
            averagePain === null
              ? 'Log a day to see it'
              : limited
                ? `Across the last ${windowDays} days`
                : 'Across every day you logged'
          }
        />
        <StatCard
          label="Entries This Week"
          icon={CalendarDays}
          value={entriesThisWeek}
          detail="Today and the 6 days before"
        />
        <StatCard
          label="Best Day"
          icon={Sun}
          value={<OutOfTen value={bestDay?.painLevel ?? null} />}
          detail={bestDay ? formatEntryDate(bestDay.date) : noDays}
        />
        <StatCard
          label="Most Challenging"
          icon={Mountain}
          value={<OutOfTen value={worstDay?.painLevel ?? null} />}
          detail={worstDay ? formatEntryDate(worstDay.date) : noDays}
        />
      </div>
    </section>
  );
}

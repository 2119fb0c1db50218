import { ArrowDown, ArrowUp, CalendarDays, Flame, Gauge, TrendingUp } from 'lucide-react';
import { weeklyChangeText, type DashboardStats, type WeeklyChange } from '@core/dashboard-stats';
import { streakText } from '@core/streak';
import { OutOfTen, StatCard } from '@client/components/ui/stat-card';

/** Up is red, down is green (spec); the arrow and the signed number carry it without colour. */
function ChangeLine({ change }: { change: WeeklyChange }) {
  const text = weeklyChangeText(change);
  if (change.kind === 'up') {
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-red-700">
        <ArrowUp aria-hidden="true" className="size-4" />
        {text}
      </span>
    );
  }
  if (change.kind === 'down') {
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-green-700">
        <ArrowDown aria-hidden="true" className="size-4" />
        {text}
      </span>
    );
  }
  return <span>{text}</span>;
}

function streakDetail(streak: number, loggedToday: boolean): string {
  if (streak === 0) return 'Log today to start a streak';
  if (!loggedToday) return 'Log today to keep it going';
  return 'Days in a row with a log';
}

export function StatCards({ stats, streak }: { stats: DashboardStats; streak: number }) {
  const loggedToday = stats.todayPain !== null;
  return (
    <section aria-labelledby="dashboard-stats-heading">
      <h2 id="dashboard-stats-heading" className="sr-only">
        Your numbers
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Today's Pain Level"
          icon={Gauge}
          value={<OutOfTen value={stats.todayPain} />}
          detail={loggedToday ? 'Logged today' : 'Not logged yet'}
        />
        <StatCard
          label="Weekly Average"
          icon={TrendingUp}
          value={<OutOfTen value={stats.weeklyAverage} />}
          detail={<ChangeLine change={stats.weeklyChange} />}
        />
        <StatCard
          label="Journal Entries"
          icon={CalendarDays}
          value={stats.entriesThisWeek}
          detail="This week"
        />
        <StatCard
          label="Tracking Streak"
          icon={Flame}
          value={streakText(streak)}
          detail={streakDetail(streak, loggedToday)}
        />
      </div>
    </section>
  );
}

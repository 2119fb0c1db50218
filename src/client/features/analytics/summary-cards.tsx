import { BedDouble, CalendarCheck, Smile } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { streakText } from '@core/streak';
import type { WellbeingSummary } from '@core/wellbeing-summary';
import { Card } from '@client/components/ui/card';

function SummaryCard({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-2 p-5" role="group" aria-label={title}>
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        <h3 className="font-semibold text-slate-900">{title}</h3>
      </div>
      <div className="flex flex-col gap-1 text-slate-700">{children}</div>
    </Card>
  );
}

const orNone = (value: number | null, suffix: string) =>
  value === null ? 'not recorded' : `${value}${suffix}`;

/** Consistency, sleep, and mood and stress over the last 30 days. */
export function SummaryCards({ summary }: { summary: WellbeingSummary }) {
  const { daysLogged, windowDays, streak, sleepQuality, sleepHours, mood, stress } = summary;
  return (
    <section aria-labelledby="summary-heading" className="flex flex-col gap-3">
      <h2 id="summary-heading" className="text-lg font-semibold text-slate-900">
        Last {windowDays} days
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <SummaryCard title="Tracking" icon={CalendarCheck}>
          <p>
            <span className="text-2xl font-bold text-slate-900">{daysLogged}</span> of {windowDays}{' '}
            days logged
          </p>
          <p>Current streak: {streakText(streak)}</p>
        </SummaryCard>
        <SummaryCard title="Sleep" icon={BedDouble}>
          <p>Average quality: {orNone(sleepQuality, '/10')}</p>
          <p>Average hours: {orNone(sleepHours, ' h')}</p>
        </SummaryCard>
        <SummaryCard title="Mood and stress" icon={Smile}>
          <p>Average mood: {orNone(mood, '/5')}</p>
          <p>Average stress: {orNone(stress, '/10')}</p>
        </SummaryCard>
      </div>
    </section>
  );
}

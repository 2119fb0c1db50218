import { ArrowDown, ArrowUp, Database, Equal, Flame, Gauge, Pill } from 'lucide-react';
import type { AnalysisResult, AnalysisStats } from '@core/analysis/types';
import { plural } from '@core/report/words';
import { FLARE_RISK_LOOK, flareRiskLevel } from '@client/components/analysis/figures';
import { Badge } from '@client/components/ui/badge';
import { OutOfTen, StatCard } from '@client/components/ui/stat-card';
import { cn } from '@client/lib/cn';

/** Lower pain is good news: green and a down arrow; higher is orange with an up arrow. */
function TrendLine({ stats, periodDays }: { stats: AnalysisStats; periodDays: number }) {
  const { averagePain, previousAveragePain, painTrend } = stats;
  if (averagePain === null) return <>No pain recorded in the last {periodDays} days</>;
  const basis = `Over ${plural(stats.days, 'day')} with pain recorded`;
  if (previousAveragePain === null || painTrend === null) {
    return (
      <>
        <span className="block">{basis}</span>
        <span className="block">No earlier days to compare with</span>
      </>
    );
  }
  const change = Math.abs(averagePain - previousAveragePain).toFixed(1);
  const before = `the ${periodDays} days before`;
  const look = {
    improving: {
      icon: ArrowDown,
      text: `${change} lower than ${before}`,
      className: 'text-green-700',
    },
    worsening: {
      icon: ArrowUp,
      text: `${change} higher than ${before}`,
      className: 'text-orange-700',
    },
    stable: { icon: Equal, text: `About the same as ${before}`, className: 'text-slate-700' },
  }[painTrend];
  const Icon = look.icon;
  return (
    <>
      <span className="block">{basis}</span>
      <span
        className={cn('inline-flex items-center gap-1 font-semibold', look.className)}
        data-trend={painTrend}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {look.text}
      </span>
    </>
  );
}

function FlareRiskValue({ percent }: { percent: number }) {
  return <span className={FLARE_RISK_LOOK[flareRiskLevel(percent)].text}>{percent}%</span>;
}

function FlareRiskDetail({ stats }: { stats: AnalysisStats }) {
  if (!stats.flareRisk)
    return <>{plural(stats.flareRiskDaysNeeded, 'more day')} of entries needed</>;
  const look = FLARE_RISK_LOOK[flareRiskLevel(stats.flareRisk.percent)];
  return (
    <>
      <Badge variant="secondary" className={cn('mb-1', look.badge)}>
        {look.word} risk
      </Badge>
      <span className="block">From {plural(stats.flareRisk.days, 'day')} of your entries</span>
    </>
  );
}

/** Average pain with trend, 7-day flare risk, medication effectiveness, data points (spec). */
export function AdvancedStatCards({ analysis }: { analysis: AnalysisResult }) {
  const { stats, periodDays } = analysis;
  const medication = stats.medicationEffectiveness;
  return (
    <section aria-labelledby="advanced-stats-heading">
      <h2 id="advanced-stats-heading" className="sr-only">
        Your figures for this period
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Average Pain"
          icon={Gauge}
          value={<OutOfTen value={stats.averagePain} />}
          detail={<TrendLine stats={stats} periodDays={periodDays} />}
        />
        <StatCard
          label="7-Day Flare Risk"
          icon={Flame}
          value={stats.flareRisk ? <FlareRiskValue percent={stats.flareRisk.percent} /> : '—'}
          detail={<FlareRiskDetail stats={stats} />}
        />
        <StatCard
          label="Medication Effectiveness"
          icon={Pill}
          value={<OutOfTen value={medication?.average ?? null} />}
          detail={
            medication
              ? plural(medication.ratings, 'rating')
              : 'Rate how well a dose helped to see this'
          }
        />
        <StatCard
          label="Data Points Analyzed"
          icon={Database}
          value={stats.dataPoints > 0 ? stats.dataPoints : 'None yet'}
          detail={
            <>
              <span className="block">Last {periodDays} days</span>
              <span className="block">
                {stats.dataPoints > 0
                  ? `${plural(stats.entries, 'entry', 'entries')} and ${plural(stats.doseLogs, 'dose')}`
                  : 'Nothing logged yet'}
              </span>
            </>
          }
        />
      </div>
    </section>
  );
}

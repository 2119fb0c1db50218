import { Brain, Database, Lightbulb, Target } from 'lucide-react';
import type { AnalysisResult } from '@core/analysis/types';
import { plural } from '@core/report/words';
import { PercentBar } from '@client/components/ui/percent-bar';
import { StatCard } from '@client/components/ui/stat-card';

/**
 * Data points analysed, patterns identified, prediction accuracy, insights (spec). A count of
 * nothing reads "None yet" with what it needs, so a new account never sees zeros as findings.
 */
export function AiStatCards({ analysis }: { analysis: AnalysisResult }) {
  const { stats, periodDays, flaresNeeded, effectsDaysNeeded, flares } = analysis;
  const accuracy = stats.predictionAccuracy;
  return (
    <section aria-labelledby="ai-stats-heading">
      <h2 id="ai-stats-heading" className="sr-only">
        What the analysis rests on
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Data Points Analyzed"
          icon={Database}
          value={stats.dataPoints > 0 ? stats.dataPoints : 'None yet'}
          detail={
            stats.dataPoints > 0
              ? `${plural(stats.entries, 'entry', 'entries')} and ${plural(stats.doseLogs, 'dose')} over the last ${periodDays} days`
              : `Nothing logged in the last ${periodDays} days yet`
          }
        />
        <StatCard
          label="Patterns Identified"
          icon={Brain}
          value={stats.patternsIdentified > 0 ? stats.patternsIdentified : 'None yet'}
          detail={
            stats.patternsIdentified > 0
              ? `From ${plural(flares.count, 'flare')} over the last ${periodDays} days`
              : flaresNeeded > 0
                ? `${plural(flaresNeeded, 'more flare')} before patterns can be described`
                : 'No pattern stands out in your flares yet'
          }
        />
        <StatCard
          label="Prediction Accuracy"
          icon={Target}
          value={accuracy ? `${accuracy.percent}%` : '—'}
          detail={
            accuracy ? (
              <>
                <PercentBar
                  label="Prediction accuracy"
                  percent={accuracy.percent}
                  className="my-1"
                />
                Within {plural(accuracy.withinPoints, 'point')} on {accuracy.n} backtested days
              </>
            ) : (
              'Needs more history: predictions are checked against days you have already logged'
            )
          }
        />
        <StatCard
          label="Insights"
          icon={Lightbulb}
          value={stats.insightsCount > 0 ? stats.insightsCount : 'None yet'}
          detail={
            stats.insightsCount > 0
              ? `Drawn from the last ${periodDays} days`
              : effectsDaysNeeded > 0
                ? `${plural(effectsDaysNeeded, 'more day')} of entries before factors can be tested`
                : 'No finding is clear enough yet'
          }
        />
      </div>
    </section>
  );
}

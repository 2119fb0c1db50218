import { Activity, AlertTriangle, Gauge, Target } from 'lucide-react';
import type { PredictionsResponse } from '@core/prediction/api';
import { mean, round1 } from '@core/stats/numbers';
import { plural } from '@core/report/words';
import { PercentBar } from '@client/components/ui/percent-bar';
import { OutOfTen, StatCard } from '@client/components/ui/stat-card';
import { RISK_LEVEL_WORDS } from '@client/components/prediction/risk-look';

/** Today's Risk, High Risk Days, Model Accuracy, Avg Predicted Pain (spec). */
export function PredictionStatCards({ data }: { data: PredictionsResponse }) {
  const today = data.todayPrediction;
  const highDays = data.predictions.filter(
    (prediction) => prediction.riskLevel === 'high' || prediction.riskLevel === 'severe',
  ).length;
  const average = mean(data.predictions.map((prediction) => prediction.predictedPainLevel));
  const accuracy = data.accuracy;
  return (
    <section aria-labelledby="prediction-stats-heading">
      <h2 id="prediction-stats-heading" className="sr-only">
        The week at a glance
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Today's Risk"
          icon={AlertTriangle}
          value={
            today ? (
              // "Moderate" is the longest level: a size that fits half a phone's width.
              <span className="text-2xl sm:text-3xl">{RISK_LEVEL_WORDS[today.riskLevel]}</span>
            ) : (
              '—'
            )
          }
          detail={today ? `Predicted ${today.predictedPainLevel}/10` : 'No prediction for today'}
        />
        <StatCard
          label="High Risk Days"
          icon={Activity}
          value={highDays}
          detail={`High or severe, of the next ${plural(data.predictions.length, 'day')}`}
        />
        <StatCard
          label="Model Accuracy"
          icon={Target}
          value={accuracy ? `${accuracy.withinOnePercent}%` : '—'}
          detail={
            accuracy ? (
              <>
                <PercentBar
                  label="Model accuracy"
                  percent={accuracy.withinOnePercent}
                  className="my-1"
                />
                Within 1 point on {plural(accuracy.n, 'day')} checked; average error{' '}
                {accuracy.meanAbsoluteError} points
              </>
            ) : (
              'Needs more history: predictions are checked against days you have already logged'
            )
          }
        />
        <StatCard
          label="Avg Predicted Pain"
          icon={Gauge}
          value={<OutOfTen value={average === null ? null : round1(average)} />}
          detail="Over the next 7 days"
        />
      </div>
    </section>
  );
}

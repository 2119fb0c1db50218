import type { StoredPrediction } from '@core/prediction/api';
import { plural } from '@core/report/words';
import { Dialog } from '@client/components/ui/dialog';
import { formatEntryDate } from '@client/lib/dates';
import { MODEL_WORDS } from './risk-look';
import { FactorList, RiskBadge } from './prediction-day';

/** One predicted day in full: range, how often such predictions held, every factor, advice. */
export function PredictionDayDialog({
  prediction,
  onClose,
}: {
  prediction: StoredPrediction | null;
  onClose(): void;
}) {
  return (
    <Dialog
      open={prediction !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={prediction ? formatEntryDate(prediction.date) : 'Prediction'}
    >
      {prediction ? (
        <div className="flex flex-col gap-4 text-slate-800" data-testid="prediction-detail">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-lg">
              Predicted pain{' '}
              <span className="text-3xl font-bold text-slate-900">
                {prediction.predictedPainLevel}
              </span>
              /10
            </p>
            <RiskBadge prediction={prediction} />
          </div>
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">Likely range</dt>
              <dd className="font-semibold">
                {prediction.range.low} to {prediction.range.high}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Confidence</dt>
              <dd className="font-semibold">
                {prediction.confidence}% of past predictions {plural(prediction.horizon, 'day')}{' '}
                ahead were within 1 point
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Chance of a flare</dt>
              <dd className="font-semibold">{prediction.flareProbability}%</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Based on</dt>
              <dd className="font-semibold">{MODEL_WORDS[prediction.model]}</dd>
            </div>
          </dl>
          <section aria-label="Factors">
            <h3 className="mb-1 font-semibold text-slate-900">What moves this prediction</h3>
            {prediction.primaryFactors.length > 0 ? (
              <FactorList factors={prediction.primaryFactors} />
            ) : (
              <p>No single factor stands out for this day.</p>
            )}
          </section>
          {prediction.recommendations.length > 0 ? (
            <section aria-label="Recommendations">
              <h3 className="mb-1 font-semibold text-slate-900">What may help</h3>
              <ul className="list-disc pl-5">
                {prediction.recommendations.map((recommendation) => (
                  <li key={recommendation}>{recommendation}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

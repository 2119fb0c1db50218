import { predictionRisk, type Prediction } from '@core/prediction/three-day';
import { cn } from '@client/lib/cn';
import { formatEntryDate } from '@client/lib/dates';

/*
 * Tints the dark theme redefines (styles.css), so the pale inks stay readable there too; the
 * risk is always written out beside its colour.
 */
const RISK_CLASSES = {
  high: 'border-red-300 bg-red-50 text-red-900',
  medium: 'border-amber-300 bg-amber-100 text-amber-900',
  low: 'border-green-300 bg-green-100 text-green-900',
} as const;

/**
 * One day of the 3-day prediction (Analytics insights panel, Advanced Analytics Predictions tab):
 * the predicted level, its risk in words, why and what may help. `factorLimit` shows only the
 * first reasons (spec document 2 section 9: a prediction shows its first 3 factors).
 */
export function PredictionItem({
  prediction,
  factorLimit,
}: {
  prediction: Prediction;
  factorLimit?: number;
}) {
  const risk = predictionRisk(prediction.predictedPainLevel);
  const factors =
    factorLimit === undefined
      ? prediction.riskFactors
      : prediction.riskFactors.slice(0, factorLimit);
  return (
    <li
      className={cn('flex flex-col gap-2 rounded-xl border p-4', RISK_CLASSES[risk])}
      data-testid="prediction"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{formatEntryDate(prediction.date)}</h3>
        <p className="text-sm">Confidence {Math.round(prediction.confidence * 100)}%</p>
      </div>
      <p>
        Predicted pain <span className="text-2xl font-bold">{prediction.predictedPainLevel}</span>
        /10 · {risk} risk
      </p>
      {risk === 'high' ? (
        <p className="font-semibold">
          A higher-pain day is likely. Plan rest and keep your relief options close.
        </p>
      ) : null}
      {factors.length > 0 ? (
        <div className="text-sm">
          <p className="font-semibold">Why</p>
          <ul className="list-disc pl-5">
            {factors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {prediction.preventiveActions.length > 0 ? (
        <div className="text-sm">
          <p className="font-semibold">What may help</p>
          <ul className="list-disc pl-5">
            {prediction.preventiveActions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

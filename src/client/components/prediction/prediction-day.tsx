import type { StoredPrediction } from '@core/prediction/api';
import type { PredictionFactor } from '@core/prediction/types';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { RISK_LOOK } from './risk-look';

/** Spec document 2 section 9: a prediction shows its first 3 factors. */
export const PREDICTION_FACTORS = 3;

export function RiskBadge({ prediction }: { prediction: StoredPrediction }) {
  const look = RISK_LOOK[prediction.riskLevel];
  return (
    <Badge
      variant="secondary"
      className={cn('border', look.className)}
      data-risk={prediction.riskLevel}
    >
      {look.word}
    </Badge>
  );
}

/** "+0.6" or "−0.4" points. */
export function signedPoints(impact: number): string {
  const rounded = Math.round(impact * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded)}`;
}

/**
 * The factors behind a prediction with their points of pain. `compact` (the timeline's cards)
 * names them only; the day's dialog adds each one's plain explanation.
 */
export function FactorList({
  factors,
  compact = false,
}: {
  factors: readonly PredictionFactor[];
  compact?: boolean;
}) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {factors.map((factor) => (
        <li key={factor.factor} className="flex items-baseline justify-between gap-3">
          <span>
            <span className="font-semibold">{factor.factor}</span>
            {compact ? null : (
              <>
                <span className="sr-only">: </span>
                <span className="block text-slate-700">{factor.description}</span>
              </>
            )}
          </span>
          <span className="shrink-0 font-semibold tabular-nums" title="Points of pain">
            {signedPoints(factor.impact)}
          </span>
        </li>
      ))}
    </ul>
  );
}

import { useState } from 'react';
import type { StoredPrediction } from '@core/prediction/api';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { formatShortDate } from '@client/lib/dates';
import { PredictionDayDialog } from './prediction-day-dialog';
import { FactorList, PREDICTION_FACTORS, RiskBadge } from './prediction-day';

/** The next 7 days; each opens its full detail. */
export function PredictionTimeline({ predictions }: { predictions: StoredPrediction[] }) {
  const [open, setOpen] = useState<StoredPrediction | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>The next 7 days</CardTitle>
        <CardDescription>
          Each day&apos;s predicted pain with the range it has usually fallen in. Choose a day for
          why.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="7-day prediction">
          {predictions.map((prediction) => (
            <li key={prediction.date}>
              <button
                type="button"
                onClick={() => setOpen(prediction)}
                className="flex h-full w-full flex-col gap-2 rounded-xl border border-slate-200 p-4 text-left hover:border-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                data-testid="prediction-day"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    {formatShortDate(prediction.date)}
                  </span>
                  <RiskBadge prediction={prediction} />
                </span>
                <span className="text-slate-900">
                  <span className="text-3xl font-bold" data-testid="predicted-level">
                    {prediction.predictedPainLevel}
                  </span>
                  /10
                  <span className="block text-sm text-slate-600">
                    Likely {prediction.range.low} to {prediction.range.high}
                  </span>
                </span>
                {prediction.primaryFactors.length > 0 ? (
                  <FactorList
                    compact
                    factors={prediction.primaryFactors.slice(0, PREDICTION_FACTORS)}
                  />
                ) : null}
              </button>
            </li>
          ))}
        </ol>
      </CardContent>
      <PredictionDayDialog prediction={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

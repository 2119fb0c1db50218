import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { plural } from '@core/report/words';
import { usePredictions } from '@client/api/predictions/get-predictions';
import { RISK_LOOK } from '@client/components/prediction/risk-look';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { formatShortDate } from '@client/lib/dates';

/** The next 3 days of the 7-day prediction, and an active flare alert, on the dashboard. */
const DAYS_SHOWN = 3;

export function ComingDaysCard() {
  const predictions = usePredictions();
  const data = predictions.data;
  // The dashboard stays calm: nothing while loading or on failure (the page itself says so).
  if (!data) return null;
  // The nearest day at risk first.
  const alert = data.activeAlerts[0];
  return (
    <Card data-testid="coming-days">
      <CardHeader>
        <CardTitle>The coming days</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {alert ? (
          <p className="flex items-center gap-2 rounded-xl bg-red-50 p-3 font-semibold text-red-900">
            <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
            Flare alert · {alert.timeframe}: predicted {alert.predictedPainLevel}/10
          </p>
        ) : null}
        {data.daysNeeded > 0 ? (
          <p className="text-slate-700">
            Predictions start after {plural(data.daysNeeded, 'more day')} of entries.
          </p>
        ) : (
          <ul className="grid grid-cols-3 gap-2" aria-label="Predicted pain, next 3 days">
            {data.predictions.slice(0, DAYS_SHOWN).map((prediction) => (
              <li
                key={prediction.date}
                className={cn(
                  'flex flex-col rounded-xl border p-3',
                  RISK_LOOK[prediction.riskLevel].className,
                )}
              >
                <span className="text-sm font-semibold">{formatShortDate(prediction.date)}</span>
                <span className="text-2xl font-bold">{prediction.predictedPainLevel}</span>
                <span className="text-sm">{RISK_LOOK[prediction.riskLevel].word}</span>
              </li>
            ))}
          </ul>
        )}
        <Link href="/pain-prediction" className="font-semibold text-primary underline">
          See the week ahead
        </Link>
      </CardContent>
    </Card>
  );
}

import { CalendarClock } from 'lucide-react';
import type { PredictionsResponse } from '@core/prediction/api';
import { PREDICTION_MIN_DAYS } from '@core/prediction/predict-week';
import { plural } from '@core/report/words';
import { EmptyState } from '@client/components/analysis/empty-state';
import { Card, CardContent } from '@client/components/ui/card';

/** Before there are predictions: how many more days they need, and why, instead of a number. */
export function PredictionsEmpty({ data }: { data: PredictionsResponse }) {
  return (
    <Card>
      <CardContent className="p-5 pt-5">
        <EmptyState
          icon={CalendarClock}
          testId="predictions-empty"
          title={`Predictions need ${plural(data.daysNeeded, 'more day')} of entries`}
        >
          <p>
            Predictions are made from, and checked against, your own days: they start once{' '}
            {PREDICTION_MIN_DAYS} days have entries. You have {plural(data.daysWithEntries, 'day')}{' '}
            so far.
          </p>
        </EmptyState>
      </CardContent>
    </Card>
  );
}

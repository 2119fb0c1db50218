import { CalendarClock } from 'lucide-react';
import type { AnalysisResult } from '@core/analysis/types';
import { PREDICTION_MIN_DAYS } from '@core/prediction/three-day';
import { plural } from '@core/report/words';
import { EmptyState } from '@client/components/analysis/empty-state';
import { PredictionItem } from '@client/components/analysis/prediction-item';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';

/** Spec document 2 section 9: a prediction shows its first 3 factors. */
const PREDICTION_FACTORS = 3;

/** The next 3 days, predicted from the days up to today. */
export function PredictionsTab({ analysis }: { analysis: AnalysisResult }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>The next 3 days</CardTitle>
        <CardDescription>
          From the same weekday in your last 14 days with entries, and how your last 3 days compare.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {analysis.predictions.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            testId="predictions-empty"
            title={`Predictions need ${plural(analysis.predictionDaysNeeded, 'more day')} of entries`}
          >
            <p>
              They read your last {PREDICTION_MIN_DAYS} to 14 days with entries: keep logging each
              day and they will appear here.
            </p>
          </EmptyState>
        ) : (
          <ul className="grid gap-3 md:grid-cols-3" aria-label="Pain predictions">
            {analysis.predictions.map((prediction) => (
              <PredictionItem
                key={prediction.date}
                prediction={prediction}
                factorLimit={PREDICTION_FACTORS}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { CalendarClock } from 'lucide-react';
import { Link } from 'wouter';
import { plural } from '@core/report/words';
import { usePredictions } from '@client/api/predictions/get-predictions';
import { AnalysisSkeleton } from '@client/components/analysis/analysis-skeleton';
import { EmptyState } from '@client/components/analysis/empty-state';
import { accuracySentence } from '@client/components/prediction/accuracy-sentence';
import { PredictionTimeline } from '@client/components/prediction/prediction-timeline';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';

/** The same 7-day prediction as the Pain Prediction page, whatever period is chosen above. */
export function PredictionsTab() {
  const predictions = usePredictions();
  const data = predictions.data;
  if (!data) {
    return predictions.isError ? (
      <LoadError
        what="your predictions"
        onRetry={() => void predictions.refetch()}
        retrying={predictions.isFetching}
      />
    ) : (
      <AnalysisSkeleton label="Loading your predictions" />
    );
  }
  if (data.daysNeeded > 0) {
    return (
      <Card>
        <CardContent className="p-5 pt-5">
          <EmptyState
            icon={CalendarClock}
            testId="predictions-empty"
            title={`Predictions need ${plural(data.daysNeeded, 'more day')} of entries`}
          >
            <p>They start once 14 days have entries, and are checked against each day you log.</p>
          </EmptyState>
        </CardContent>
      </Card>
    );
  }
  const sentence = accuracySentence(data);
  return (
    <div className="flex flex-col gap-3">
      <PredictionTimeline predictions={data.predictions} />
      <p className="text-slate-700">
        {sentence ? `${sentence} ` : ''}
        <Link href="/pain-prediction" className="font-semibold text-primary underline">
          Open Pain Prediction
        </Link>{' '}
        for the weather impact and flare alerts.
      </p>
    </div>
  );
}

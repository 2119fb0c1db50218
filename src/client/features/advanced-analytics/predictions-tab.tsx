import { Link } from 'wouter';
import { usePredictions } from '@client/api/predictions/get-predictions';
import { AnalysisSkeleton } from '@client/components/analysis/analysis-skeleton';
import { accuracySentence } from '@client/components/prediction/accuracy-sentence';
import { PredictionTimeline } from '@client/components/prediction/prediction-timeline';
import { PredictionsEmpty } from '@client/components/prediction/predictions-empty';
import { LoadError } from '@client/components/ui/load-error';

/** The same 7-day prediction as the Pain Prediction page, whatever period is chosen above. */
export function PredictionsTab() {
  const predictions = usePredictions();
  const data = predictions.data;
  if (!data) {
    return predictions.isError ? (
      <LoadError
        what="your predictions"
        error={predictions.error}
        onRetry={() => void predictions.refetch()}
        retrying={predictions.isFetching}
      />
    ) : (
      <AnalysisSkeleton label="Loading your predictions" />
    );
  }
  if (data.daysNeeded > 0) {
    return <PredictionsEmpty data={data} />;
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

import { Bell, RefreshCw } from 'lucide-react';
import { EMERGENCY_NUMBER } from '@core/emergency-options';
import { useState } from 'react';
import type { PredictionsResponse } from '@core/prediction/api';
import type { TemperatureUnit } from '@core/weather';
import { usePredictions } from '@client/api/predictions/get-predictions';
import { useSettings } from '@client/api/settings/get-settings';
import { AnalysisSkeleton } from '@client/components/analysis/analysis-skeleton';
import { DisclaimerBanner } from '@client/components/analysis/disclaimer-banner';
import { PredictionsEmpty } from '@client/components/prediction/predictions-empty';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { PageTitle } from '@client/components/ui/page-title';
import { FlareAlertPanel } from './flare-alert-panel';
import { FlareAlertsDialog } from './flare-alerts-dialog';
import { HowPredictionsWork } from './how-predictions-work';
import { PredictionOutcomes } from './prediction-outcomes';
import { PredictionStatCards } from './prediction-stat-cards';
import { PredictionTimeline } from '@client/components/prediction/prediction-timeline';
import { PredictiveInsights } from './predictive-insights';
import { WeatherImpact } from './weather-impact';

function PredictionContent({ data, unit }: { data: PredictionsResponse; unit: TemperatureUnit }) {
  if (data.daysNeeded > 0) {
    return (
      <div className="flex flex-col gap-6">
        <PredictionsEmpty data={data} />
        <WeatherImpact data={data} unit={unit} />
        <HowPredictionsWork />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <FlareAlertPanel alerts={data.activeAlerts} />
      <PredictionStatCards data={data} />
      <PredictionTimeline predictions={data.predictions} />
      <WeatherImpact data={data} unit={unit} />
      <PredictionOutcomes data={data} />
      <PredictiveInsights insights={data.insights} />
      <HowPredictionsWork />
    </div>
  );
}

/** Pain Prediction Engine (spec document 2 section 2), from the user's own entries. */
export function PainPredictionPage() {
  const predictions = usePredictions();
  const settings = useSettings();
  const [alertsOpen, setAlertsOpen] = useState(false);
  const unit = settings.data?.temperatureUnit ?? 'celsius';
  const activeAlerts = predictions.data?.activeAlerts.length ?? 0;

  return (
    <div data-testid="pain-prediction-page" className="flex flex-col gap-6">
      <PageTitle
        title="Pain Prediction Engine"
        subtitle="Your next 7 days, predicted from your own entries"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setAlertsOpen(true)}>
          <Bell aria-hidden="true" className="size-5" />
          Alerts{activeAlerts > 0 ? ` (${activeAlerts})` : ''}
        </Button>
        <Button
          variant="outline"
          onClick={() => void predictions.refetch()}
          disabled={predictions.isFetching}
        >
          <RefreshCw aria-hidden="true" className="size-5" />
          {predictions.isFetching && predictions.data ? 'Refreshing…' : 'Refresh'}
        </Button>
      </div>
      <DisclaimerBanner title="Medical disclaimer">
        Predictions are statistics on your own entries, checked against what happened. They are not
        medical advice: talk to your clinician before changing any treatment, and call{' '}
        <a href={`tel:${EMERGENCY_NUMBER}`} className="font-semibold underline">
          {EMERGENCY_NUMBER}
        </a>{' '}
        in an emergency.
      </DisclaimerBanner>
      {predictions.data ? (
        <PredictionContent data={predictions.data} unit={unit} />
      ) : predictions.isError ? (
        <LoadError
          what="your predictions"
          error={predictions.error}
          onRetry={() => void predictions.refetch()}
          retrying={predictions.isFetching}
        />
      ) : (
        <AnalysisSkeleton label="Loading your predictions" />
      )}
      <FlareAlertsDialog open={alertsOpen} onOpenChange={setAlertsOpen} />
    </div>
  );
}

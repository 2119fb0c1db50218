import { useId } from 'react';
import { FLARE_ALERT_LEVELS } from '@core/settings';
import type { FlareAlertLevel } from '@core/prediction/api';
import { useFlareAlerts, useUpdateAlertSettings } from '@client/api/predictions/flare-alerts';
import { Dialog } from '@client/components/ui/dialog';
import { LoadError } from '@client/components/ui/load-error';
import { selectClass } from '@client/components/ui/select-class';
import { SwitchRow } from '@client/components/ui/switch-row';
import { FlareAlertCard } from './flare-alert-panel';

const LEVEL_WORDS: Record<FlareAlertLevel, string> = {
  moderate: 'Moderate, high or severe days',
  high: 'High or severe days',
  severe: 'Severe days only',
};

/** Flare Alerts Management: the alerts raised, whether to raise them, and from which level. */
export function FlareAlertsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const alerts = useFlareAlerts(open);
  const update = useUpdateAlertSettings();
  const levelId = useId();
  const data = alerts.data;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Flare Alerts"
      description="An alert is raised when today or the next 2 days are predicted at the level you choose."
    >
      {data ? (
        <div className="flex flex-col gap-5">
          <SwitchRow
            label="Flare alerts"
            description="Show an alert on Pain Prediction when a flare looks likely"
            checked={data.settings.enabled}
            onCheckedChange={(enabled) => update.mutate({ enabled })}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={levelId} className="font-medium text-slate-900">
              Alert me for
            </label>
            <select
              id={levelId}
              className={selectClass}
              value={data.settings.minRiskLevel}
              disabled={!data.settings.enabled}
              onChange={(event) =>
                update.mutate({ minRiskLevel: event.target.value as FlareAlertLevel })
              }
            >
              {FLARE_ALERT_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {LEVEL_WORDS[level]}
                </option>
              ))}
            </select>
          </div>
          <section aria-label="Alerts raised" className="flex flex-col gap-3">
            <h3 className="font-semibold text-slate-900">Alerts</h3>
            {data.alerts.length === 0 ? (
              <p className="text-slate-700">No flare alerts in the last 30 days.</p>
            ) : (
              data.alerts.map((alert) => <FlareAlertCard key={alert.id} alert={alert} />)
            )}
          </section>
        </div>
      ) : alerts.isError ? (
        <LoadError
          what="your alerts"
          onRetry={() => void alerts.refetch()}
          retrying={alerts.isFetching}
        />
      ) : (
        <p role="status">Loading your alerts…</p>
      )}
    </Dialog>
  );
}

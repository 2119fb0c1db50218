import { AlertTriangle } from 'lucide-react';
import type { FlareAlert } from '@core/prediction/api';
import { useAcknowledgeAlert } from '@client/api/predictions/flare-alerts';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { ALERT_LOOK } from '@client/components/prediction/risk-look';

function AlertBody({ alert }: { alert: FlareAlert }) {
  return (
    <>
      <p>
        Predicted pain {alert.predictedPainLevel}/10
        {/* Someone whose pain is always high can be at severe risk under their own flare level. */}
        {alert.probability > 0
          ? `, a ${alert.probability}% chance of reaching your flare level.`
          : '.'}
      </p>
      {alert.triggerFactors.length > 0 ? (
        <div>
          <p className="font-semibold">Why</p>
          <ul className="list-disc pl-5">
            {alert.triggerFactors.map((factor) => (
              <li key={factor}>{factor}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {alert.preventiveActions.length > 0 ? (
        <div>
          <p className="font-semibold">What may help</p>
          <ul className="list-disc pl-5">
            {alert.preventiveActions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/** One alert, with Acknowledge while it is still new. Shared by the panel and the dialog. */
export function FlareAlertCard({ alert }: { alert: FlareAlert }) {
  const acknowledge = useAcknowledgeAlert();
  const look = ALERT_LOOK[alert.severity];
  return (
    <article
      className={cn('flex flex-col gap-2 rounded-xl border p-4', look.className)}
      data-testid="flare-alert"
      aria-label={`Flare alert: ${alert.timeframe}`}
    >
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        {look.word} flare risk · {alert.timeframe}
      </h3>
      <AlertBody alert={alert} />
      {alert.acknowledgedAt === null ? (
        <Button
          variant="outline"
          className="self-start"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(alert.id)}
        >
          Acknowledge
        </Button>
      ) : (
        <p className="text-sm font-semibold">Acknowledged</p>
      )}
    </article>
  );
}

/** The active flare alerts, at the top of the page while any is unacknowledged. */
export function FlareAlertPanel({ alerts }: { alerts: FlareAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <section aria-labelledby="active-alerts-heading" className="flex flex-col gap-3">
      <h2 id="active-alerts-heading" className="sr-only">
        Active flare alerts
      </h2>
      {alerts.map((alert) => (
        <FlareAlertCard key={alert.id} alert={alert} />
      ))}
    </section>
  );
}

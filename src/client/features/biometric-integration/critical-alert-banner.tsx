import { AlertTriangle } from 'lucide-react';
import type { HealthAlert } from '@core/biometrics/types';
import { SEVERITY_LOOK } from '@client/components/analysis/figures';
import { Button } from '@client/components/ui/button';
import { bySeverityThenNewest } from './alert-order';
import { urgentAlerts } from './biometric-stats';

/**
 * The spec's critical alert banner: the most severe unresolved high or critical alert, with
 * what to do. A critical one is announced at once (role="alert"); a high one is only shown.
 */
export function CriticalAlertBanner({
  alerts,
  onView,
}: {
  alerts: readonly HealthAlert[];
  onView(): void;
}) {
  const urgent = urgentAlerts(alerts).sort(bySeverityThenNewest);
  const top = urgent[0];
  if (!top) return null;
  const others = urgent.length - 1;
  return (
    <section
      role={top.severity === 'critical' ? 'alert' : undefined}
      aria-labelledby="critical-alert-heading"
      data-testid="critical-alert-banner"
      className="flex flex-col gap-3 rounded-2xl border border-red-400 bg-red-100 p-4 text-red-900 sm:flex-row sm:items-start"
    >
      <AlertTriangle aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id="critical-alert-heading" className="font-semibold">
          {`${SEVERITY_LOOK[top.severity].word}: ${top.title}`}
        </h2>
        <p>{top.description}</p>
        <p className="font-semibold">{top.recommendedAction}</p>
        {others > 0 ? (
          <p className="text-sm">{`And ${others} more ${others === 1 ? 'alert that needs' : 'alerts that need'} attention.`}</p>
        ) : null}
      </div>
      <Button variant="outline" onClick={onView} className="shrink-0 self-start">
        View alerts
      </Button>
    </section>
  );
}

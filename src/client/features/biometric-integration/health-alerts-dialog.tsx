import { BellOff } from 'lucide-react';
import type { HealthAlert } from '@core/biometrics/types';
import { useReadAllAlerts } from '@client/api/biometrics/read-all-alerts';
import { EmptyState } from '@client/components/analysis/empty-state';
import { Button } from '@client/components/ui/button';
import { Dialog } from '@client/components/ui/dialog';
import { openMostSevereFirst } from './alert-order';
import { useTimeZone } from './format';
import { HealthAlertItem } from './health-alert-item';

/** Health alerts, unresolved first and newest first, with Mark all as read. */
export function HealthAlertsDialog({
  alerts,
  onClose,
}: {
  /** Undefined while the page still loads them. */
  alerts: readonly HealthAlert[] | undefined;
  onClose(): void;
}) {
  const readAll = useReadAllAlerts();
  const timeZone = useTimeZone();
  const unread = (alerts ?? []).filter((alert) => !alert.isRead).length;
  const sorted = [...(alerts ?? [])].sort(openMostSevereFirst);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Health Alerts"
      description="Raised when a reading is outside a safe range or a device's battery runs low. They are not a diagnosis."
      className="max-w-2xl"
    >
      {alerts === undefined ? (
        <p role="status">Loading your alerts…</p>
      ) : alerts.length === 0 ? (
        <EmptyState icon={BellOff} title="No health alerts" testId="alerts-empty">
          <p>
            An alert appears when a recent reading is outside a safe range (such as blood pressure
            of 180/120 or more, or blood oxygen under 92%), or when a device&apos;s battery is below
            20%.
          </p>
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <Button
            variant="outline"
            className="self-start"
            disabled={unread === 0 || readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            Mark all as read
          </Button>
          <ul className="flex flex-col gap-3" aria-label="Alerts">
            {sorted.map((alert) => (
              <HealthAlertItem key={alert.id} alert={alert} timeZone={timeZone} />
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}

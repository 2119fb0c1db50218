import { useId } from 'react';
import type { HealthAlert } from '@core/biometrics/types';
import { SEVERITY_LOOK } from '@client/components/analysis/figures';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useUpdateAlert } from '@client/api/biometrics/update-alert';
import { cn } from '@client/lib/cn';
import { formatWhen } from './format';

/** One alert: its severity in words, what happened, what to do, and Mark read and Resolve. */
export function HealthAlertItem({ alert, timeZone }: { alert: HealthAlert; timeZone: string }) {
  const update = useUpdateAlert();
  const headingId = useId();
  const look = SEVERITY_LOOK[alert.severity];
  return (
    <li
      aria-labelledby={headingId}
      data-testid="health-alert"
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-slate-200 p-4',
        alert.isResolved ? 'bg-slate-50' : 'bg-white',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="tint" className={look.className}>
          {`${look.word} severity`}
        </Badge>
        {alert.isRead ? null : <Badge variant="outline">New</Badge>}
        {alert.isResolved ? <Badge variant="outline">Resolved</Badge> : null}
      </div>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {alert.title}
      </h3>
      <p className="text-slate-700">{alert.description}</p>
      <p className="text-slate-800">
        <span className="font-semibold">What to do: </span>
        {alert.recommendedAction}
      </p>
      <p className="text-sm text-slate-600">
        {[alert.deviceName, formatWhen(alert.triggeredAt, timeZone)].filter(Boolean).join(' · ')}
      </p>
      {alert.isRead && alert.isResolved ? null : (
        <div className="flex flex-wrap gap-2">
          {alert.isRead ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: alert.id, body: { isRead: true } })}
            >
              Mark read
            </Button>
          )}
          {alert.isResolved ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={() =>
                update.mutate({ id: alert.id, body: { isRead: true, isResolved: true } })
              }
            >
              Resolve
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

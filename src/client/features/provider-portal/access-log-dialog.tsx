import { accessEventText } from '@core/provider-portal/access-log';
import type { HealthcareProvider } from '@core/provider-portal/types';
import { useAccessLog } from '@client/api/provider-portal/get-access-log';
import { Dialog } from '@client/components/ui/dialog';
import { LoadError } from '@client/components/ui/load-error';
import { formatDateTime } from './format';

/** Every request made with this provider's links, newest first. */
export function AccessLogDialog({
  provider,
  onClose,
}: {
  provider: HealthcareProvider;
  onClose(): void;
}) {
  const log = useAccessLog(provider.id);
  const events = log.data ? [...log.data].sort((a, b) => b.at.localeCompare(a.at)) : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Access log"
      description={`Every use of ${provider.name}'s links, allowed or refused.`}
    >
      {events ? (
        events.length === 0 ? (
          <p className="text-slate-700">{provider.name} has not used their link yet.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-200" data-testid="access-log">
            {events.map((event) => (
              <li key={event.id} className="flex flex-col gap-0.5 py-3">
                <span className="font-medium text-slate-900">{accessEventText(event)}</span>
                <span className="text-sm text-slate-600">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time> · via {event.via}
                </span>
              </li>
            ))}
          </ol>
        )
      ) : log.isError ? (
        <LoadError
          what="the access log"
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : (
        <p role="status">Loading the access log…</p>
      )}
    </Dialog>
  );
}

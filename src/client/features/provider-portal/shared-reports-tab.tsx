import { useState } from 'react';
import type { HealthcareProvider, SharedReport } from '@core/provider-portal/types';
import { serverMessage } from '@client/lib/api-failure';
import { useStopSharing } from '@client/api/provider-portal/stop-sharing';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { toast } from '@client/lib/toast';
import { EmptyState } from './empty-state';
import { SharedReportCard } from './shared-report-card';

export function SharedReportsTab({
  reports,
  providers,
}: {
  reports: SharedReport[];
  providers: HealthcareProvider[];
}) {
  const [stopping, setStopping] = useState<SharedReport | null>(null);
  const stop = useStopSharing();
  const names = new Map(providers.map((provider) => [provider.id, provider.name]));

  if (reports.length === 0) {
    return (
      <EmptyState title="No shared reports yet">
        <p>
          Share a Healthcare Provider Report with a connected provider: it is made from your journal
          when you share it, and you can stop sharing it at any time.
        </p>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2" aria-label="Shared reports">
        {reports.map((report) => (
          <SharedReportCard
            key={report.id}
            report={report}
            providerName={names.get(report.providerId) ?? 'a provider'}
            onStop={() => {
              stop.reset();
              setStopping(report);
            }}
          />
        ))}
      </ul>
      {stopping ? (
        <ConfirmDialog
          title={`Stop sharing "${stopping.title}"?`}
          description="Its link stops working and the provider no longer sees this report."
          confirmLabel="Stop sharing"
          pendingLabel="Stopping..."
          pending={stop.isPending}
          failure={stop.isError ? serverMessage(stop.error, 'Sharing could not be stopped.') : null}
          onConfirm={() =>
            stop.mutate(stopping.id, {
              onSuccess: () => {
                toast({ title: 'Sharing stopped' });
                setStopping(null);
              },
            })
          }
          onClose={() => setStopping(null)}
        />
      ) : null}
    </>
  );
}

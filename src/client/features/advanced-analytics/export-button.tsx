import { Download } from 'lucide-react';
import type { AnalysisPeriod } from '@core/analysis/periods';
import { useExportAnalysisCsv } from '@client/api/analysis/export-csv';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { todayIn } from '@client/lib/today';

/** Export: the period's daily series and effects as a CSV, with the spec's toasts. */
export function ExportButton({ period }: { period: AnalysisPeriod }) {
  const { data: user } = useCurrentUser();
  const exporting = useExportAnalysisCsv();

  function start() {
    if (exporting.isPending) return;
    const zone = user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    exporting.mutate(
      { period, today: todayIn(zone) },
      {
        onSuccess: () =>
          toast({
            title: 'Export successful',
            description: 'Your analysis was downloaded as a CSV file.',
          }),
        onError: () =>
          toast({
            title: 'Export failed',
            description: 'Unable to export your data. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Button
      variant="outline"
      onClick={start}
      // Not `disabled`, which would drop keyboard focus while the file is made.
      aria-disabled={exporting.isPending || undefined}
    >
      <Download aria-hidden="true" className="size-5" />
      {exporting.isPending ? 'Exporting...' : 'Export'}
    </Button>
  );
}

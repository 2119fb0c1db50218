import { Download } from 'lucide-react';
import { useState } from 'react';
import type { AdminResearchStudy } from '@core/research/types';
import { downloadDataset, type DatasetFormat } from '@client/api/admin/research-download-dataset';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { todayIn } from '@client/lib/today';
import { datasetNote } from './study-text';

const FORMATS: { format: DatasetFormat; label: string }[] = [
  { format: 'csv', label: 'Dataset (CSV)' },
  { format: 'json', label: 'Dataset (JSON)' },
];

/**
 * The study's dataset as CSV or JSON. Fetched rather than followed as a link, so a refusal is
 * said; the server writes each download to the audit log.
 */
export function StudyDatasetDownloads({
  study,
  timeZone,
}: {
  study: AdminResearchStudy;
  timeZone: string;
}) {
  const [busy, setBusy] = useState<DatasetFormat | null>(null);
  const noteId = `study-${study.id}-dataset-note`;

  async function download(format: DatasetFormat) {
    if (busy) return;
    setBusy(format);
    try {
      const name = await downloadDataset(study.id, format, todayIn(timeZone));
      toast({ title: 'Dataset downloaded', description: name });
    } catch (error) {
      toast({
        title: 'Download failed',
        description: serverMessage(error, 'Unable to download the dataset. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {FORMATS.map(({ format, label }) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            onClick={() => void download(format)}
            // Not `disabled`, which would drop keyboard focus while the file is made.
            aria-disabled={busy !== null || undefined}
            aria-describedby={noteId}
            data-testid={`study-dataset-${format}`}
          >
            <Download aria-hidden="true" className="size-4" />
            {label}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {busy ? `Preparing the ${busy.toUpperCase()} file…` : ''}
      </p>
      <p id={noteId} className="text-sm text-slate-600">
        {datasetNote(study.privacyLevel)}
      </p>
    </div>
  );
}

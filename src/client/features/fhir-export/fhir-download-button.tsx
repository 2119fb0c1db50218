import { FileHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { fhirExportUrl, fhirFileName } from '@core/fhir/export-request';
import { downloadFile } from '@client/api/data-export/download';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { todayIn } from '@client/lib/today';

/**
 * "Download FHIR (R4)": the chosen period's entries, check-ins, medications and doses as a
 * standard FHIR file, for a clinic system that imports them. The journal's own words go in only
 * when "Include notes" is ticked; it starts unticked, since the file leaves the person's hands.
 */
export function FhirDownloadButton({ days, timeZone }: { days: number; timeZone: string }) {
  const [busy, setBusy] = useState(false);
  const [includeNotes, setIncludeNotes] = useState(false);
  const hintId = useId();

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(fhirExportUrl({ days, includeNotes }), fhirFileName(todayIn(timeZone)));
      toast({
        title: 'FHIR file downloaded',
        description: 'Give this file to your clinic to bring your pain records into their system.',
      });
    } catch {
      toast({
        title: 'Download failed',
        description: 'Unable to create the FHIR file. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-11 items-center gap-3 text-base text-slate-800">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-primary"
          checked={includeNotes}
          onChange={(event) => setIncludeNotes(event.target.checked)}
          aria-describedby={hintId}
        />
        <span>Include notes</span>
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        Adds your journal text and notes to the file. Leave it unticked to share only scores,
        symptoms and medications.
      </p>
      <div>
        <Button
          variant="outline"
          onClick={() => void download()}
          // Not `disabled`, which would drop keyboard focus while the file is made.
          aria-disabled={busy || undefined}
        >
          <FileHeart aria-hidden="true" className="size-5" />
          {busy ? 'Preparing...' : 'Download FHIR (R4)'}
        </Button>
      </div>
    </div>
  );
}

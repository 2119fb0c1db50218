import { FileHeart } from 'lucide-react';
import { useState } from 'react';
import { FHIR_EXPORT_URL, fhirFileName } from '@core/fhir';
import { downloadFile } from '@client/api/data-export/download';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';
import { todayIn } from '@client/lib/today';

/**
 * "Download FHIR (R4)": the chosen period's pain scores and the medication list as a standard
 * FHIR file, for a clinic system that imports them.
 */
export function FhirDownloadButton({ days, timeZone }: { days: number; timeZone: string }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(`${FHIR_EXPORT_URL}?days=${days}`, fhirFileName(todayIn(timeZone)));
      toast({
        title: 'FHIR file downloaded',
        description: 'Give this file to your clinic to bring your pain scores into their system.',
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
    <Button
      variant="outline"
      onClick={() => void download()}
      // Not `disabled`, which would drop keyboard focus while the file is made.
      aria-disabled={busy || undefined}
    >
      <FileHeart aria-hidden="true" className="size-5" />
      {busy ? 'Preparing...' : 'Download FHIR (R4)'}
    </Button>
  );
}

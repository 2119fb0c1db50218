import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/lib/toast';

function pdfFailed(): void {
  toast({
    title: 'PDF download failed',
    description: 'Unable to create the PDF. Please try again.',
    variant: 'destructive',
  });
}

/** "Download PDF", busy while the PDF is made, with a toast when it cannot be. */
export function PdfDownloadButton({ download }: { download(): Promise<void> }) {
  const [makingPdf, setMakingPdf] = useState(false);
  const savePdf = async () => {
    setMakingPdf(true);
    try {
      await download();
    } catch {
      pdfFailed();
    } finally {
      setMakingPdf(false);
    }
  };
  return (
    <Button
      variant="outline"
      className="w-full sm:w-auto"
      onClick={() => void savePdf()}
      disabled={makingPdf}
    >
      <FileDown aria-hidden="true" className="size-5" />
      {makingPdf ? 'Preparing PDF…' : 'Download PDF'}
    </Button>
  );
}

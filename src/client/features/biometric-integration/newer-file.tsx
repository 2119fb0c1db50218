import { useState } from 'react';
import type { BiometricDevice } from '@core/biometrics/types';
import { Button } from '@client/components/ui/button';
import { FailureNote } from '@client/components/ui/failure-note';
import { FileField } from './file-field';
import { UploadPanel } from './upload-panel';
import { useFileUpload } from './use-file-upload';

/**
 * A CSV device gets its readings from files: a newer export from the same app goes to the same
 * device (rows already stored are not added twice).
 */
export function NewerFile({
  device,
  onClose,
  onHideImport,
}: {
  device: BiometricDevice;
  onClose(): void;
  onHideImport(id: string): void;
}) {
  const upload = useFileUpload();
  const [file, setFile] = useState<File | null>(null);
  if (upload.started) {
    return <UploadPanel upload={upload} onClose={onClose} onHideImport={onHideImport} />;
  }
  return (
    <section aria-labelledby="newer-file-heading" className="flex flex-col gap-3">
      <h3 id="newer-file-heading" className="font-semibold text-slate-900">
        Add a newer file
      </h3>
      <FileField
        label="CSV file"
        accept=".csv,text/csv"
        hint="Rows already in Cairn are not added twice."
        onFile={setFile}
      />
      <FailureNote message={upload.failure} />
      <Button
        variant="outline"
        className="self-start"
        disabled={!file}
        onClick={() => file && upload.start('csv', file, device.id)}
      >
        Upload
      </Button>
    </section>
  );
}

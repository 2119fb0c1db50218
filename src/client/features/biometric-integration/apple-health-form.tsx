import { useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { BackButton } from './back-button';
import { FailureNote } from '@client/components/ui/failure-note';
import { FileField } from './file-field';
import { UploadPanel } from './upload-panel';
import { useFileUpload } from './use-file-upload';

/** Apple Health: how to export from an iPhone, then the file, uploaded with its progress. */
export function AppleHealthForm({
  onClose,
  onBack,
  onCancelImport,
}: {
  onClose(): void;
  onBack(): void;
  onCancelImport(id: string): void;
}) {
  const upload = useFileUpload();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError('Choose the export.zip file first.');
      return;
    }
    setError(undefined);
    upload.start('apple_health', file);
  }

  if (upload.started) {
    return <UploadPanel upload={upload} onClose={onClose} onHideImport={onCancelImport} />;
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <BackButton onBack={onBack} />
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-slate-800">
        <li>On your iPhone, open the Health app.</li>
        <li>Tap your picture at the top right.</li>
        <li>Tap Export All Health Data, then Export. It can take a few minutes.</li>
        <li>Save export.zip to Files, or send it to this computer.</li>
        <li>Choose it here and press Upload.</li>
      </ol>
      <p className="text-sm text-slate-600">
        Each source in the export (your Apple Watch, your iPhone, a connected scale) becomes a
        device here. Uploading a newer export later adds only what is new.
      </p>
      <FileField
        label="Health export file"
        accept=".zip,.xml"
        hint="export.zip, or export.xml from inside it."
        error={error}
        onFile={setFile}
      />
      <FailureNote message={upload.failure} />
      <div className="flex justify-end">
        <Button type="submit">Upload</Button>
      </div>
    </form>
  );
}

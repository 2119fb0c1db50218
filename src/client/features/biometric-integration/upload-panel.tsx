import { Button } from '@client/components/ui/button';
import { PercentBar } from '@client/components/ui/percent-bar';
import { ImportStatus } from './import-status';
import type { FileUpload } from './use-file-upload';

/**
 * An upload in a dialog: the bytes going out, then the server reading them. The dialog may be
 * closed once the server has the file; the Devices tab keeps showing the progress.
 */
export function UploadPanel({
  upload,
  onClose,
  onHideImport,
}: {
  upload: FileUpload;
  onClose(): void;
  /** Cancel on a CSV with rows to confirm puts the import away. */
  onHideImport(id: string): void;
}) {
  const { accepted, percent, fileName } = upload;
  if (!accepted) {
    return (
      <div className="flex flex-col gap-3" data-testid="upload-progress">
        <p className="text-slate-800">{`Uploading ${fileName}: ${percent}%`}</p>
        <PercentBar label={`Uploading ${fileName}`} percent={percent} />
        <p className="text-sm text-slate-600">
          Keep this window open until the upload is done; closing it now stops the upload.
        </p>
        <Button variant="outline" className="self-start" onClick={upload.cancel}>
          Cancel upload
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-xl bg-teal-50 p-3 text-slate-800">
        Cairn has the file and is reading it. You can close this window: the Devices tab keeps
        showing how far it got.
      </p>
      <ImportStatus
        item={accepted}
        onCancel={() => {
          onHideImport(accepted.id);
          onClose();
        }}
      />
      <div className="flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}

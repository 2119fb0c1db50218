import { useState, type FormEvent } from 'react';
import { connectDeviceSchema, type ConnectDevicePayload } from '@core/biometrics/schemas';
import type { BiometricDevice } from '@core/biometrics/types';
import { Button } from '@client/components/ui/button';
import { fieldErrors } from '@client/components/ui/field-errors';
import { BackButton } from './back-button';
import { ConnectFields, useConnectFields } from './connect-fields';
import { FailureNote } from '@client/components/ui/failure-note';
import { FileField } from './file-field';
import { UploadPanel } from './upload-panel';
import { useConnect } from './use-connect';
import { useFileUpload } from './use-file-upload';

/**
 * A CSV from another device's app: the device is made first (connect with connection 'csv'),
 * then the file is uploaded to it. A failed upload is tried again on the same device.
 */
export function CsvDeviceForm({
  onClose,
  onBack,
  onCancelImport,
}: {
  onClose(): void;
  onBack(): void;
  onCancelImport(id: string): void;
}) {
  const connect = useConnect();
  const upload = useFileUpload();
  const fields = useConnectFields();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [device, setDevice] = useState<BiometricDevice | null>(null);
  const shown = { ...connect.serverErrors, ...errors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload: ConnectDevicePayload = {
      ...fields.details,
      connection: 'csv',
      dataTypes: fields.dataTypes,
    };
    const parsed = connectDeviceSchema.safeParse(payload);
    const found: Record<string, string> = parsed.success || device ? {} : fieldErrors(parsed.error);
    if (!file) found.file = 'Choose the CSV file.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    if (device) {
      upload.start('csv', file, device.id);
      return;
    }
    connect.submit(payload, (result) => {
      setDevice(result.device);
      upload.start('csv', file, result.device.id);
    });
  }

  if (upload.started) {
    return <UploadPanel upload={upload} onClose={onClose} onHideImport={onCancelImport} />;
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {device ? null : <BackButton onBack={onBack} />}
      <div className="flex flex-col gap-1 text-slate-800">
        <p>Cairn reads these CSV files:</p>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          <li>
            Cairn&apos;s own readings file (columns timestamp, type, value, unit), as Download
            readings (CSV) makes it;
          </li>
          <li>weight.csv and bp.csv from a Withings data export.</li>
        </ul>
      </div>
      {device ? (
        <p className="rounded-xl bg-teal-50 p-3 text-slate-800">
          {`${device.name} is connected. Press Upload again to send the file, or choose another.`}
        </p>
      ) : (
        <ConnectFields
          fields={fields}
          errors={shown}
          dataHint="What the file holds. Rows of other kinds are skipped."
        />
      )}
      <FileField
        label="CSV file"
        accept=".csv,text/csv"
        hint="Up to several hundred MB; a large file is read after the upload."
        error={shown.file}
        onFile={setFile}
      />
      <FailureNote message={connect.failure ?? upload.failure} />
      <div className="flex justify-end">
        <Button type="submit" disabled={connect.pending}>
          {connect.pending ? 'Connecting…' : device ? 'Upload again' : 'Connect and upload'}
        </Button>
      </div>
    </form>
  );
}

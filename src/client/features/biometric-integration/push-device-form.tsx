import { useState, type FormEvent } from 'react';
import { DEFAULT_RETENTION_DAYS } from '@core/biometrics/devices';
import { connectDeviceSchema, type ConnectDevicePayload } from '@core/biometrics/schemas';
import type { ConnectResult } from '@core/biometrics/types';
import { Button } from '@client/components/ui/button';
import { fieldErrors } from '@client/components/ui/field-errors';
import { BackButton } from './back-button';
import { ConnectFields, useConnectFields } from './connect-fields';
import { FailureNote } from '@client/components/ui/failure-note';
import { hasToken, PushDetails } from './push-details';
import { RetentionSelect } from './retention-select';
import { useConnect } from './use-connect';

/** A device or automation that sends readings itself: connect, then its token, shown once. */
export function PushDeviceForm({ onClose, onBack }: { onClose(): void; onBack(): void }) {
  const connect = useConnect();
  const fields = useConnectFields();
  const [retention, setRetention] = useState<number>(DEFAULT_RETENTION_DAYS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ConnectResult | null>(null);
  const shown = { ...connect.serverErrors, ...errors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const payload: ConnectDevicePayload = {
      ...fields.details,
      connection: 'push',
      dataTypes: fields.dataTypes,
      dataRetentionDays: retention,
    };
    const parsed = connectDeviceSchema.safeParse(payload);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    connect.submit(payload, setResult);
  }

  if (result && hasToken(result)) return <PushDetails result={result} onDone={onClose} />;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <BackButton onBack={onBack} />
      <p className="text-slate-800">
        For anything that can send a web request: an iPhone Shortcut, an Android automation app,
        Home Assistant or your own script. Cairn gives it a token that can only add readings.
      </p>
      <ConnectFields
        fields={fields}
        errors={shown}
        dataHint="Readings of other kinds are refused. Choose at least one."
      />
      <RetentionSelect days={retention} onChange={setRetention} />
      <FailureNote message={connect.failure} />
      <div className="flex justify-end">
        <Button type="submit" disabled={connect.pending}>
          {connect.pending ? 'Connecting…' : 'Connect'}
        </Button>
      </div>
    </form>
  );
}

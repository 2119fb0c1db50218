import { useState, type FormEvent } from 'react';
import { updateDeviceSchema } from '@core/biometrics/schemas';
import type { BiometricDevice } from '@core/biometrics/types';
import { useUpdateDevice } from '@client/api/biometrics/update-device';
import { Button } from '@client/components/ui/button';
import { fieldErrors, serverFieldErrors } from '@client/components/ui/field-errors';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';
import { DataTypeSwitches } from './data-type-switches';
import { deviceChanges, settingsOf, type DeviceSettings } from './device-changes';
import { DeviceFields } from './device-fields';
import { FailureNote } from '@client/components/ui/failure-note';
import { RetentionSelect } from './retention-select';

/** Name, kind, brand, model, kinds of data and retention; saves only what changed. */
export function DeviceSettingsForm({
  device,
  onSaved,
}: {
  device: BiometricDevice;
  onSaved(): void;
}) {
  const update = useUpdateDevice();
  const [settings, setSettings] = useState<DeviceSettings>(() => settingsOf(device));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...(update.isError ? serverFieldErrors(update.error) : {}), ...errors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = deviceChanges(device, settings);
    if (Object.keys(body).length === 0) {
      onSaved();
      return;
    }
    const parsed = updateDeviceSchema.safeParse(body);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (!parsed.success) return;
    update.mutate(
      { id: device.id, body },
      {
        onSuccess: (saved) => {
          toast({ title: 'Device updated', description: `${saved.name} is saved.` });
          onSaved();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <DeviceFields
        details={settings}
        errors={shown}
        onChange={(details) => setSettings({ ...settings, ...details })}
      />
      <DataTypeSwitches
        dataTypes={settings.dataTypes}
        error={shown.dataTypes}
        hint="New readings of kinds switched off are not kept."
        onChange={(dataTypes) => setSettings({ ...settings, dataTypes })}
      />
      <RetentionSelect
        days={settings.dataRetentionDays}
        onChange={(dataRetentionDays) => setSettings({ ...settings, dataRetentionDays })}
      />
      <FailureNote
        message={
          update.isError && Object.keys(shown).length === 0
            ? serverMessage(update.error, 'The changes could not be saved. Please try again.')
            : null
        }
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

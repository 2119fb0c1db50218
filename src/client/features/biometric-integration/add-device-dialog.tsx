import { useState } from 'react';
import { Dialog } from '@client/components/ui/dialog';
import { AppleHealthForm } from './apple-health-form';
import { CsvDeviceForm } from './csv-device-form';
import { DeviceChoices, type DeviceChoice } from './device-choices';
import { PushDeviceForm } from './push-device-form';

const DESCRIPTIONS: Record<DeviceChoice | 'choose', string> = {
  choose: 'How will readings reach Cairn? Choose the way that fits your device.',
  apple_health: 'Bring in an export from the Health app on an iPhone.',
  csv: 'Bring in readings from a file that another device’s app made.',
  push: 'Connect something that sends its readings by itself.',
};

/**
 * Add Device: first the way readings will arrive, then that way's form. A pushing device's
 * dialog ends on its one-time token and closes with Done; an upload's ends on the result, and
 * may be closed as soon as the server has the file.
 */
export function AddDeviceDialog({
  onClose,
  onHideImport,
}: {
  onClose(): void;
  onHideImport(id: string): void;
}) {
  const [choice, setChoice] = useState<DeviceChoice | null>(null);
  const steps = { onClose, onBack: () => setChoice(null) };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Add Device"
      description={DESCRIPTIONS[choice ?? 'choose']}
      className="max-w-2xl"
    >
      {choice === null ? (
        <DeviceChoices onChoose={setChoice} />
      ) : choice === 'apple_health' ? (
        <AppleHealthForm {...steps} onCancelImport={onHideImport} />
      ) : choice === 'csv' ? (
        <CsvDeviceForm {...steps} onCancelImport={onHideImport} />
      ) : (
        <PushDeviceForm {...steps} />
      )}
    </Dialog>
  );
}

import type { ConnectDevicePayload } from '@core/biometrics/schemas';
import type { ConnectResult } from '@core/biometrics/types';
import { useConnectDevice } from '@client/api/biometrics/connect-device';
import { serverFieldErrors } from '@client/components/ui/field-errors';
import { serverMessage } from '@client/lib/api-failure';
import { toast } from '@client/lib/toast';

const CONNECT_FAILED = 'Unable to connect device. Check compatibility and try again.';

/**
 * Connect with the spec's toasts ('Device connected'; 'Connection failed'). A refusal is also
 * said inside the dialog, beside the fields the server named, since a toast outside a modal
 * is not read out while it is open.
 */
export function useConnect() {
  const connect = useConnectDevice();
  const failed = connect.isError ? connect.error : null;

  function submit(payload: ConnectDevicePayload, onConnected: (result: ConnectResult) => void) {
    connect.mutate(payload, {
      onSuccess: (result) => {
        toast({ title: 'Device connected', description: `${result.device.name} is connected.` });
        onConnected(result);
      },
      onError: () =>
        toast({ title: 'Connection failed', description: CONNECT_FAILED, variant: 'destructive' }),
    });
  }

  return {
    submit,
    pending: connect.isPending,
    serverErrors: failed ? serverFieldErrors(failed) : {},
    failure: failed ? serverMessage(failed, CONNECT_FAILED) : null,
  };
}

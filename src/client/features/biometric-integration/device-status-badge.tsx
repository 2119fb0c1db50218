import type { ConnectionStatus } from '@core/biometrics/devices';
import { Badge } from '@client/components/ui/badge';
import { STATUS_CLASSES, STATUS_WORDS } from './device-look';

export function DeviceStatusBadge({ status }: { status: ConnectionStatus }) {
  return (
    <Badge variant="tint" className={STATUS_CLASSES[status]} data-testid="device-status">
      {STATUS_WORDS[status]}
    </Badge>
  );
}

import type { ProviderStatus } from '@core/provider-portal/types';
import { Badge } from '@client/components/ui/badge';
import { STATUS_CLASSES, STATUS_LABELS } from './provider-status';

export function StatusBadge({ status }: { status: ProviderStatus }) {
  return (
    <Badge variant="secondary" className={STATUS_CLASSES[status]} data-testid="provider-status">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

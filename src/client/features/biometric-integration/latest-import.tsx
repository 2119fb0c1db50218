import { useId } from 'react';
import type { BiometricImport, ImportKind } from '@core/biometrics/types';
import { Card } from '@client/components/ui/card';
import { ImportStatus } from './import-status';

const KIND_LABELS: Record<ImportKind, string> = {
  apple_health: 'Apple Health export',
  csv: 'CSV file',
};

/**
 * The newest import at the top of the Devices tab: its progress while the server reads it
 * (also after a reload, or with the Add Device dialog closed), then its result until the person puts it away (on the server, so every browser agrees).
 */
export function LatestImport({
  imports,
  onHide,
}: {
  imports: readonly BiometricImport[];
  onHide(id: string): void;
}) {
  const headingId = useId();
  const latest = imports[0];
  if (!latest || latest.dismissed) return null;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      data-testid="latest-import"
      className="flex flex-col gap-3 p-4 sm:p-5"
    >
      <div className="flex flex-col">
        <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {`Import of ${latest.fileName}`}
        </h2>
        <p className="text-sm text-slate-600">{KIND_LABELS[latest.kind]}</p>
      </div>
      <ImportStatus
        item={latest}
        onCancel={() => onHide(latest.id)}
        onHide={() => onHide(latest.id)}
      />
    </Card>
  );
}

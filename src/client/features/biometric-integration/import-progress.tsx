import type { BiometricImport } from '@core/biometrics/types';
import { PercentBar } from '@client/components/ui/percent-bar';
import { countOf } from './format';

/** A queued or running import: how much of the file the server has read, and what it found. */
export function ImportProgress({ item }: { item: BiometricImport }) {
  const percent = Math.round(item.progress * 100);
  const queued = item.status === 'queued';
  return (
    <div className="flex flex-col gap-2" data-testid="import-progress">
      <p className="text-slate-800">
        {queued ? 'Waiting to start reading the file…' : `Reading the file: ${percent}%`}
      </p>
      <PercentBar label={`Reading ${item.fileName}`} percent={queued ? null : percent} />
      <p className="text-sm text-slate-600">
        {`${countOf(item.recordsRead, 'record')} read · ${countOf(item.readingsAdded, 'reading')} added`}
      </p>
    </div>
  );
}

import type { BiometricImport } from '@core/biometrics/types';
import { countOf } from './format';

/** What a finished import did, each count with what it means; or why it failed. */
export function ImportResult({ item }: { item: BiometricImport }) {
  if (item.status === 'discarded') {
    return (
      <p className="font-semibold text-slate-900" data-testid="import-result">
        Not imported: nothing from this file was stored.
      </p>
    );
  }
  if (item.status === 'failed') {
    return (
      <p className="font-semibold text-red-700" data-testid="import-result">
        {`The import failed: ${item.error ?? 'the file could not be read.'} Nothing more was added.`}
      </p>
    );
  }
  const lines = [
    [item.duplicates, 'already in Cairn, not added again'],
    [item.skipped, 'skipped: values that could not be read or cannot be real'],
    [item.ignored, 'of kinds Cairn does not keep (workouts, noise levels…)'],
    [item.summarizedOnly, "older than the device's retention: only the daily summary was kept"],
  ] as const;
  return (
    <div className="flex flex-col gap-1" data-testid="import-result">
      <p className="font-semibold text-slate-900">
        {`Finished: ${countOf(item.readingsAdded, 'reading')} added from ${countOf(item.recordsRead, 'record')}.`}
      </p>
      <ul className="flex list-disc flex-col gap-0.5 pl-5 text-sm text-slate-700">
        {lines
          .filter(([count]) => count > 0)
          .map(([count, meaning]) => (
            <li key={meaning}>{`${count.toLocaleString('en-US')} ${meaning}`}</li>
          ))}
      </ul>
    </div>
  );
}

import type { BiometricImport } from '@core/biometrics/types';
import { plural } from '@core/report/words';
import { useConfirmImport } from '@client/api/biometrics/confirm-import';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/api-failure';
import { countOf } from './format';

/**
 * A CSV with rows that could not be read: nothing is stored yet. The person sees which rows
 * and why, and imports the other rows or leaves the file.
 */
export function ImportConfirmation({
  item,
  onCancel,
}: {
  item: BiometricImport;
  onCancel(): void;
}) {
  const confirm = useConfirmImport();
  const more = item.lineErrorCount - item.lineErrors.length;
  // Each row with an error is one of the rows read (a row reports its first problem only).
  const good = Math.max(0, item.recordsRead - item.lineErrorCount);
  return (
    <div className="flex flex-col gap-3" data-testid="import-confirmation">
      <p className="text-slate-800">
        {`${plural(item.lineErrorCount, 'row')} of this file could not be read. Nothing has been stored yet.`}
      </p>
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-xl bg-slate-50 p-3 font-mono text-sm text-slate-800">
        {item.lineErrors.map((error) => (
          <li key={error.line}>{`Line ${error.line}: ${error.message}`}</li>
        ))}
        {more > 0 ? <li>{`and ${more} more`}</li> : null}
      </ul>
      {confirm.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {serverMessage(confirm.error, 'The rows could not be imported. Please try again.')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => confirm.mutate(item.id)} disabled={confirm.isPending}>
          {confirm.isPending ? 'Importing…' : `Import the other ${countOf(good, 'row')}`}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={confirm.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

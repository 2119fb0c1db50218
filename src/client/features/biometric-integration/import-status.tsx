import type { BiometricImport } from '@core/biometrics/types';
import { isImportActive } from '@client/api/biometrics/imports-cache';
import { useImport } from '@client/api/biometrics/get-import';
import { Button } from '@client/components/ui/button';
import { ImportConfirmation } from './import-confirmation';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';

/**
 * One import as it stands, polled while the server reads it: progress, the rows to confirm,
 * or the result. Shown in the Devices tab and in the Add Device dialog alike.
 */
export function ImportStatus({
  item,
  onCancel,
  onHide,
}: {
  item: BiometricImport;
  /** Cancel on a file with rows to confirm. */
  onCancel(): void;
  /** Put a finished result away (the Devices tab; the dialog has its own Done). */
  onHide?: () => void;
}) {
  const current = useImport(item).data;
  if (isImportActive(current.status)) return <ImportProgress item={current} />;
  if (current.status === 'needs_confirmation') {
    return <ImportConfirmation item={current} onCancel={onCancel} />;
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <ImportResult item={current} />
      {onHide ? (
        <Button variant="outline" size="sm" onClick={onHide}>
          Hide
        </Button>
      ) : null}
    </div>
  );
}

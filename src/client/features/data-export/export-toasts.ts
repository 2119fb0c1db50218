import { toast } from '@client/lib/toast';

/**
 * The export's toasts, worded as spec document 1 has them (document 2's failure text differs;
 * docs/decisions/0007 says why this one). Kept apart so the quick actions button can report a
 * failure even when the export code itself could not be loaded.
 */
export function exportSucceeded(): void {
  toast({ title: 'Export successful', description: 'Your data has been exported successfully.' });
}

export function exportFailed(): void {
  toast({
    title: 'Export failed',
    description: 'Failed to export your data. Please try again.',
    variant: 'destructive',
  });
}

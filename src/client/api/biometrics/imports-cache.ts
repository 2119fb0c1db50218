import type { QueryClient } from '@tanstack/react-query';
import type { BiometricImport, ImportStatus } from '@core/biometrics/types';
import { importKey, importsKey } from './keys';

/** While the server's job has an import, its progress is polled. */
export function isImportActive(status: ImportStatus): boolean {
  return status === 'queued' || status === 'running';
}

/**
 * A new or changed import (an upload accepted, a Sync re-run, a confirmation) goes into the
 * cache at once, so the Devices tab shows it without waiting for the list to load again.
 */
export function rememberImport(queryClient: QueryClient, item: BiometricImport): void {
  queryClient.setQueryData(importKey(item.id), item);
  queryClient.setQueryData<BiometricImport[]>(importsKey, (list) => [
    item,
    ...(list ?? []).filter((other) => other.id !== item.id),
  ]);
}

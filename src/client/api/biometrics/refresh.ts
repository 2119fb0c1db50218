import type { QueryClient } from '@tanstack/react-query';
import { alertsKey, correlationsKey, devicesKey, importsKey, isReadingsKey } from './keys';

/**
 * After readings arrive or go (an import finished, a device removed): the devices' counts, the
 * readings and their daily series, the alerts they raise and the correlations they feed.
 */
export async function refreshAfterReadings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: devicesKey }),
    queryClient.invalidateQueries({ predicate: (query) => isReadingsKey(query.queryKey) }),
    queryClient.invalidateQueries({ queryKey: alertsKey }),
    queryClient.invalidateQueries({ queryKey: correlationsKey }),
    queryClient.invalidateQueries({ queryKey: importsKey, exact: true }),
  ]);
}

import { useQuery } from '@tanstack/react-query';
import type { PegCurrent } from '@core/peg';
import { PEG_CURRENT_KEY } from './keys';

/**
 * This week (in the user's time zone) and its check-in, if answered. Only asked for where the
 * check-in is on (`enabled`), so a person who turned it off sends no request for it.
 */
export function usePegCurrent({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<PegCurrent>({ queryKey: PEG_CURRENT_KEY, enabled });
}

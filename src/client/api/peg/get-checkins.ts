import { useQuery } from '@tanstack/react-query';
import type { PegCheckin } from '@core/peg';
import { PEG_CHECKINS_KEY } from './keys';

/** Every weekly check-in, oldest week first. */
export function usePegCheckins() {
  return useQuery<PegCheckin[]>({ queryKey: PEG_CHECKINS_KEY });
}

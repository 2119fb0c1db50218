import { useQuery } from '@tanstack/react-query';
import type { Trigger } from '@core/triggers';
import { TRIGGERS_KEY } from './keys';

/** The user's triggers, newest first. */
export function useTriggers() {
  return useQuery<Trigger[]>({ queryKey: TRIGGERS_KEY });
}

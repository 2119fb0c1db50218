import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { backfillWeather } from '@client/api/weather/backfill';
import { serverMessage } from '@client/lib/api-failure';
import { ENTRIES_KEY } from '@client/api/journal-entries/keys';

export type BackfillState =
  | { status: 'idle' }
  /** `remaining` is null until the first batch has answered. */
  | { status: 'running'; filled: number; remaining: number | null }
  | { status: 'done'; filled: number; remaining: number }
  | { status: 'failed'; filled: number; message: string };

export const BACKFILL_FAILED =
  'Weather could not be filled in. Check your connection and try again.';

/**
 * "Fill in weather for past entries": asks the server for one batch after another until none is
 * left (or a batch fills nothing more), keeping count for the progress bar.
 */
export function useWeatherBackfill() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<BackfillState>({ status: 'idle' });
  const running = useRef(false);

  async function run(): Promise<void> {
    if (running.current) return;
    running.current = true;
    let filled = 0;
    setState({ status: 'running', filled, remaining: null });
    try {
      for (;;) {
        const batch = await backfillWeather();
        filled += batch.filled;
        if (batch.remaining === 0 || batch.filled === 0) {
          setState({ status: 'done', filled, remaining: batch.remaining });
          break;
        }
        setState({ status: 'running', filled, remaining: batch.remaining });
      }
    } catch (error) {
      setState({ status: 'failed', filled, message: serverMessage(error, BACKFILL_FAILED) });
    } finally {
      running.current = false;
      if (filled > 0) await queryClient.invalidateQueries({ queryKey: ENTRIES_KEY });
    }
  }

  return { state, run };
}

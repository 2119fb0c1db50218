import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zonedInstant } from '@core/time-zone';
import type { QuickLogPayload } from '@core/quick-medication';
import { submitWrite } from '@client/lib/offline/outbox';
import { todayIn } from '@client/lib/today';
import { newId } from '@client/lib/uuid';
import { afterMedicationWrite } from './refresh';

/**
 * The floating menu's quick medication log: a dose now (or at `time` today) of a named
 * medication. The moment is fixed here and the log carries an id chosen here, so a log that
 * waits offline keeps its time and is stored once.
 */
export function useQuickLogMedication(timeZone: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: QuickLogPayload): Promise<{ queued: boolean }> => {
      const takenAt = payload.time
        ? zonedInstant(todayIn(timeZone), payload.time, timeZone)
        : new Date();
      const body = { ...payload, id: newId(), takenAt: takenAt.toISOString() };
      const outcome = await submitWrite({ key: `dose:${body.id}`, url: '/api/medications', body });
      if (outcome.sent) await afterMedicationWrite(queryClient);
      return { queued: !outcome.sent };
    },
  });
}

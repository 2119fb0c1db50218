import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pegScore, type PegCheckin, type PegCurrent, type PegItem } from '@core/peg';
import { submitWrite } from '@client/lib/offline/outbox';
import { PEG_CHECKINS_KEY, PEG_CURRENT_KEY } from './keys';

const PEG_URL = '/api/peg-checkins';

export type PegAnswers = Record<PegItem, number>;

export interface PegSaved {
  checkin: PegCheckin;
  /** Kept on this device until the connection returns. */
  queued: boolean;
}

/** The check-in into the cached week and list, so every screen shows it at once. */
function keepCheckin(queryClient: QueryClient, checkin: PegCheckin): void {
  queryClient.setQueryData<PegCurrent>(PEG_CURRENT_KEY, (current) =>
    current && current.week === checkin.week ? { ...current, checkin } : current,
  );
  queryClient.setQueryData<PegCheckin[]>(PEG_CHECKINS_KEY, (list) =>
    list
      ? [...list.filter((other) => other.week !== checkin.week), checkin].sort((a, b) =>
          a.week.localeCompare(b.week),
        )
      : list,
  );
}

/**
 * Saves the week's three answers. The week is named in the write (the one the page showed), so
 * answers that wait offline past midnight on Sunday still land on the week they were about; a
 * second answer for the same week replaces the first, in the queue as on the server.
 */
export async function savePegCheckin(
  queryClient: QueryClient,
  answers: PegAnswers,
  week: Pick<PegCurrent, 'week' | 'weekStart'>,
): Promise<PegSaved> {
  const body = {
    pain: answers.pain,
    enjoyment: answers.enjoyment,
    activity: answers.activity,
    week: week.week,
  };
  const outcome = await submitWrite({ key: `peg:${week.week}`, url: PEG_URL, body });
  if (outcome.sent) {
    const checkin = outcome.body as PegCheckin;
    keepCheckin(queryClient, checkin);
    await queryClient.invalidateQueries({ queryKey: PEG_CHECKINS_KEY, exact: true });
    return { checkin, queued: false };
  }
  // Shown as saved while it waits; the sync refetches everything once it is on the server.
  const checkin: PegCheckin = {
    id: `on-device:${week.week}`,
    week: week.week,
    weekStart: week.weekStart,
    ...answers,
    score: pegScore(answers),
    answeredAt: new Date().toISOString(),
  };
  keepCheckin(queryClient, checkin);
  return { checkin, queued: true };
}

export function useSavePegCheckin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, week }: { answers: PegAnswers; week: PegCurrent }) =>
      savePegCheckin(queryClient, answers, week),
  });
}

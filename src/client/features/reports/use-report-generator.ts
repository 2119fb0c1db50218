import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { JournalEntry } from '@core/journal';
import type { DetailedMedication } from '@core/medications';
import type { PegCheckin } from '@core/peg';
import type { Trigger } from '@core/triggers';
import { ENTRIES_KEY } from '@client/api/journal-entries/keys';
import { MEDICATIONS_KEY } from '@client/api/medications/keys';
import { PEG_CHECKINS_KEY } from '@client/api/peg/keys';
import { TRIGGERS_KEY } from '@client/api/triggers/keys';
import { toast } from '@client/lib/toast';
import { makeReport, type GeneratedReport, type ReportRequest } from './make-report';

/**
 * Report generation (spec section 4): idle, then generating, then ready or failed. The records
 * come from the query cache, fetched first when missing (medications, triggers and the weekly
 * check-ins are only loaded when a report is asked for; the period's weeks are picked out when
 * the report is built), so a failed load fails the generation with the spec's
 * toast instead of producing a report with holes.
 */

export type GeneratorStatus = 'idle' | 'generating' | 'ready' | 'failed';

export interface GeneratorState {
  status: GeneratorStatus;
  /** The last report made; kept while a new one is generated. */
  report: GeneratedReport | null;
}

export function reportFailed(): void {
  toast({
    title: 'Report generation failed',
    description: 'Unable to generate report. Please try again.',
    variant: 'destructive',
  });
}

/** Lets the browser paint "Generating..." before the (synchronous) figures are computed. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

export function useReportGenerator() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GeneratorState>({ status: 'idle', report: null });

  const generate = useCallback(
    async (request: ReportRequest) => {
      setState((current) => ({ status: 'generating', report: current.report }));
      try {
        const [entries, medications, triggers, pegCheckins] = await Promise.all([
          queryClient.ensureQueryData<JournalEntry[]>({ queryKey: ENTRIES_KEY }),
          queryClient.ensureQueryData<DetailedMedication[]>({ queryKey: MEDICATIONS_KEY }),
          queryClient.ensureQueryData<Trigger[]>({ queryKey: TRIGGERS_KEY }),
          queryClient.ensureQueryData<PegCheckin[]>({ queryKey: PEG_CHECKINS_KEY }),
        ]);
        await nextTask();
        const report = makeReport(request, { entries, medications, triggers, pegCheckins });
        setState({ status: 'ready', report });
        return true;
      } catch {
        setState({ status: 'failed', report: null });
        reportFailed();
        return false;
      }
    },
    [queryClient],
  );

  return { ...state, generate };
}

import { useCallback, useEffect, useState } from 'react';
import type { DataEntry } from '@core/day-points';
import { generateInsights } from '@core/insights/generate';
import type { Insight } from '@core/insights/insight';
import { predictPain, type Prediction } from '@core/prediction/three-day';

export interface InsightRun {
  insights: Insight[];
  predictions: Prediction[];
}

/**
 * Insights and predictions, computed in the browser (spec): once entries exist, again whenever
 * they change, and on refresh. `running` is true until a run has finished, so the refresh button
 * can be disabled meanwhile. A failure is logged, not shown (spec section 8), and leaves the
 * previous results in place.
 */
export function useInsights(entries: readonly DataEntry[] | undefined, today: string) {
  const [run, setRun] = useState<InsightRun | null>(null);
  const [running, setRunning] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!entries) return;
    setRunning(true);
    // A macrotask, so the disabled button paints before the work starts.
    const timer = setTimeout(() => {
      try {
        setRun({
          insights: generateInsights(entries, new Date()),
          predictions: predictPain(entries, today),
        });
      } catch (error) {
        console.error('Insight generation failed', error);
      } finally {
        setRunning(false);
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [entries, today, round]);

  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { run, running, refresh };
}

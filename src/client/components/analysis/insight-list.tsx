import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import type { AiInsight, AnalysisResult } from '@core/analysis/types';
import { plural } from '@core/report/words';
import { EmptyState } from './empty-state';
import { InsightCard } from './insight-card';
import { InsightDialog } from './insight-dialog';

/** Insight cards, each opening its detail dialog (AI Pain Analysis and the Insights tab). */
export function InsightList({
  insights,
  label,
}: {
  insights: readonly AiInsight[];
  label: string;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = insights.find((insight) => insight.id === openId) ?? null;
  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2" aria-label={label}>
        {insights.map((insight) => (
          <InsightCard key={insight.id} insight={insight} onOpen={() => setOpenId(insight.id)} />
        ))}
      </ul>
      {open ? <InsightDialog insight={open} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}

/** The period's insights, or how many more days of entries they need. */
export function AnalysisInsights({
  analysis,
  label,
}: {
  analysis: Pick<AnalysisResult, 'insights' | 'effectsDaysNeeded'>;
  label: string;
}) {
  if (analysis.insights.length > 0)
    return <InsightList insights={analysis.insights} label={label} />;
  return (
    <EmptyState
      icon={Lightbulb}
      testId="insights-empty"
      title={
        analysis.effectsDaysNeeded > 0
          ? `${plural(analysis.effectsDaysNeeded, 'more day')} of entries before insights can be drawn`
          : 'No finding is clear enough to report yet'
      }
    >
      <p>Insights come from effects and patterns that hold up in your own entries.</p>
    </EmptyState>
  );
}

import { useState } from 'react';
import type { AiInsight } from '@core/analysis/types';
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

import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import type { AiInsight } from '@core/analysis/types';
import { isCritical } from '@client/components/analysis/figures';
import { SeverityBadge } from '@client/components/analysis/insight-badges';
import { InsightDialog } from '@client/components/analysis/insight-dialog';
import { Button } from '@client/components/ui/button';

/** The insights of high or critical severity, first on the page; nothing when there are none. */
export function CriticalInsights({ insights }: { insights: readonly AiInsight[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const critical = insights.filter((insight) => isCritical(insight.severity));
  if (critical.length === 0) return null;
  const open = critical.find((insight) => insight.id === openId) ?? null;
  return (
    <section
      aria-labelledby="critical-insights-heading"
      data-testid="critical-insights"
      className="rounded-2xl border-2 border-orange-300 bg-orange-100 p-4 text-orange-900 sm:p-5"
    >
      <h2 id="critical-insights-heading" className="flex items-center gap-2 text-lg font-semibold">
        <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
        Critical Insights
      </h2>
      <p className="mt-1">
        These findings stand out in your entries. They are worth raising with your clinician.
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {critical.map((insight) => (
          <li
            key={insight.id}
            className="flex flex-col gap-2 rounded-xl bg-white p-4 text-slate-800 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{insight.title}</h3>
                <SeverityBadge severity={insight.severity} />
              </div>
              <p>{insight.description}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setOpenId(insight.id)}
              aria-label={`View details: ${insight.title}`}
            >
              View details
            </Button>
          </li>
        ))}
      </ul>
      {open ? <InsightDialog insight={open} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}

import type { AiInsight } from '@core/analysis/types';
import { plural } from '@core/report/words';
import { Button } from '@client/components/ui/button';
import { CARD_RECOMMENDATIONS, insightBasis } from './figures';
import { InsightTypeBadge, SeverityBadge } from './insight-badges';

/** "82% confidence · based on 84 days · Last 3 Months": what the finding rests on. */
export function InsightBasis({ insight }: { insight: AiInsight }) {
  return (
    <p className="text-sm text-slate-600" data-testid="insight-basis">
      {insight.confidence}% confidence · based on {insightBasis(insight)} · {insight.timeframe}
    </p>
  );
}

/**
 * One AI insight: its kind, severity, what it says and rests on, and the first 2
 * recommendations (spec display limit); the rest are in the detail dialog.
 */
export function InsightCard({ insight, onOpen }: { insight: AiInsight; onOpen(): void }) {
  const shown = insight.recommendations.slice(0, CARD_RECOMMENDATIONS);
  const more = insight.recommendations.length - shown.length;
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="insight-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <InsightTypeBadge type={insight.type} />
        <SeverityBadge severity={insight.severity} />
      </div>
      <h3 className="text-lg font-semibold text-slate-900">{insight.title}</h3>
      <p className="text-slate-700">{insight.description}</p>
      <InsightBasis insight={insight} />
      {shown.length > 0 ? (
        <div>
          <p className="text-sm font-semibold text-slate-900">What may help</p>
          <ul className="mt-1 list-disc pl-5 text-slate-700" data-testid="insight-recommendations">
            {shown.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
          {more > 0 ? (
            <p className="mt-1 text-sm text-slate-600">
              {plural(more, 'more suggestion')} in the details
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={onOpen}
          aria-label={`View details: ${insight.title}`}
        >
          View details
        </Button>
      </div>
    </li>
  );
}

import type { AiInsight } from '@core/analysis/types';
import { Dialog } from '@client/components/ui/dialog';
import { insightBasis } from './figures';
import { InsightTypeBadge, SeverityBadge } from './insight-badges';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** The whole of one insight: the evidence, every recommendation and the related factors. */
export function InsightDialog({ insight, onClose }: { insight: AiInsight; onClose(): void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={insight.title}
      description={insight.description}
      className="max-w-2xl"
    >
      <div className="flex flex-col gap-5" data-testid="insight-dialog">
        <div className="flex flex-wrap items-center gap-2">
          <InsightTypeBadge type={insight.type} />
          <SeverityBadge severity={insight.severity} />
          <span className="text-sm text-slate-600">{insight.category}</span>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Fact label="Confidence" value={`${insight.confidence}%`} />
          <Fact label="Based on" value={insightBasis(insight)} />
          <Fact label="Timeframe" value={insight.timeframe} />
          {insight.accuracy !== null ? (
            <Fact label="Accuracy (backtest)" value={`${insight.accuracy}%`} />
          ) : null}
        </dl>
        <section>
          <h3 className="font-semibold text-slate-900">Analysis</h3>
          <p className="mt-1 whitespace-pre-line text-slate-700">{insight.analysis}</p>
        </section>
        {insight.recommendations.length > 0 ? (
          <section>
            <h3 className="font-semibold text-slate-900">Recommendations</h3>
            <ul className="mt-1 list-disc pl-5 text-slate-700">
              {insight.recommendations.map((recommendation) => (
                <li key={recommendation}>{recommendation}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {insight.relatedFactors.length > 0 ? (
          <section>
            <h3 className="font-semibold text-slate-900">Related factors</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {insight.relatedFactors.map((factor) => (
                <li
                  key={factor}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                >
                  {factor}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="text-sm text-slate-600">
          A finding from your own entries, not a diagnosis. Talk to your clinician before changing
          treatment.
        </p>
      </div>
    </Dialog>
  );
}

import type { AnalysisResult } from '@core/analysis/types';
import { useClinicianAnalytics } from '../api/get-analytics';
import { countOf, formatPeriod } from '../dates';
import { Loaded, SectionCard } from './section-card';

const formatQ = (q: number) => (q < 0.001 ? '< 0.001' : q.toFixed(3));

function AnalyticsContent({ result }: { result: AnalysisResult }) {
  const significant = result.effects.filter((effect) => effect.significant);
  return (
    <>
      <p className="text-base text-slate-800">
        {result.summary ?? 'Not enough entries in this period for an analysis yet.'}
      </p>
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-slate-900">Significant factor effects</h3>
        {significant.length === 0 ? (
          <p className="text-sm text-slate-700">
            {result.effectsDaysNeeded > 0
              ? `${countOf(result.effectsDaysNeeded, 'more day')} of entries needed before factors can be tested.`
              : 'No factor had a significant effect on pain (q < 0.05, corrected for the factors tested).'}
          </p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm text-slate-800">
            {significant.map((effect) => (
              <li key={effect.key} className="rounded-lg bg-slate-50 p-3">
                <span className="font-semibold">{effect.factor}</span>
                {effect.lag === 1 ? ' (next day)' : ''}: {effect.description}{' '}
                <span className="text-slate-600">
                  (n = {effect.n}, q = {formatQ(effect.qValue)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {result.insights.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-slate-900">Insights</h3>
          <ul className="list-disc pl-5 text-sm text-slate-800">
            {result.insights.slice(0, 6).map((insight) => (
              <li key={insight.id}>
                {insight.title}{' '}
                <span className="text-slate-600">
                  ({countOf(insight.dataPoints, insight.dataUnit === 'days' ? 'day' : 'flare')})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

export function AnalyticsSection() {
  const query = useClinicianAnalytics();
  const result = query.data;
  return (
    <SectionCard
      id="analytics"
      title="Analytics"
      basis={
        result
          ? `${formatPeriod(result.from, result.to)} · ${countOf(result.periodDays, 'day')}, ${result.stats.days} with pain recorded`
          : undefined
      }
    >
      <Loaded query={query}>{(data) => <AnalyticsContent result={data} />}</Loaded>
    </SectionCard>
  );
}

import { useId } from 'react';
import type { BiometricCorrelation } from '@core/biometrics/types';
import { CorrelationStrength, Significance, TrendBadge } from './correlation-badges';

/** One device metric against pain: the figure, whether it holds up, and where it is heading. */
export function CorrelationCard({ correlation }: { correlation: BiometricCorrelation }) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      data-testid="correlation-card"
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="font-semibold break-words text-slate-900">
        {correlation.metricLabel}
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        <CorrelationStrength rho={correlation.correlation} strength={correlation.strength} />
        <Significance significant={correlation.significant} />
        <TrendBadge direction={correlation.trendDirection} />
      </div>
      <p className="text-slate-700">{correlation.description}</p>
      <p className="text-sm text-slate-600">{correlation.trendDescription}</p>
    </li>
  );
}

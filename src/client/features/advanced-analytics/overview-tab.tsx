import { LineChart } from 'lucide-react';
import { PERIOD_PHRASES } from '@core/analysis/periods';
import type { AnalysisResult } from '@core/analysis/types';
import { plural } from '@core/report/words';
import { EmptyState } from '@client/components/analysis/empty-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { TrendChart } from './trend-chart';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

function FlareSummary({ analysis }: { analysis: AnalysisResult }) {
  const { flares, period } = analysis;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Flares</CardTitle>
        <CardDescription>
          A flare is a run of days at {flares.threshold}/10 or more, your personal threshold; one
          quieter day in between does not end it.
        </CardDescription>
      </CardHeader>
      <CardContent data-testid="flare-summary">
        {flares.count === 0 ? (
          <p className="text-slate-700">
            {flares.days === 0
              ? `No pain recorded in ${PERIOD_PHRASES[period]} yet.`
              : `No flares in ${PERIOD_PHRASES[period]}, across ${plural(flares.days, 'day')} with pain recorded.`}
          </p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              <Figure label="Flares" value={String(flares.count)} />
              <Figure
                label="Per month"
                value={flares.perMonth === null ? '—' : flares.perMonth.toFixed(1)}
              />
              <Figure
                label="Average length"
                value={
                  flares.meanDurationDays === null
                    ? '—'
                    : `${flares.meanDurationDays.toFixed(1)} days`
                }
              />
              <Figure
                label="Average intensity"
                value={
                  flares.meanIntensity === null ? '—' : `${flares.meanIntensity.toFixed(1)}/10`
                }
              />
            </dl>
            <p className="mt-2 text-sm text-slate-600">
              From {plural(flares.days, 'day')} with pain recorded.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The trend chart and the flare figures. */
export function OverviewTab({ analysis }: { analysis: AnalysisResult }) {
  const hasPain = analysis.series.some((day) => day.pain !== null);
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Pain trend</CardTitle>
        </CardHeader>
        <CardContent>
          {hasPain ? (
            <TrendChart
              series={analysis.series}
              from={analysis.from}
              to={analysis.to}
              threshold={analysis.flares.threshold}
            />
          ) : (
            <EmptyState
              icon={LineChart}
              title={`No pain recorded in ${PERIOD_PHRASES[analysis.period]} yet`}
            >
              <p>Log how you feel each day and your trend will appear here.</p>
            </EmptyState>
          )}
        </CardContent>
      </Card>
      <FlareSummary analysis={analysis} />
    </div>
  );
}

import { Link2 } from 'lucide-react';
import {
  CORRELATION_GROUPS,
  type AnalysisResult,
  type CorrelationGroup,
  type FactorEffect,
} from '@core/analysis/types';
import { plural } from '@core/report/words';
import { EmptyState } from '@client/components/analysis/empty-state';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { EffectRow } from './effect-row';

const GROUPS: Record<CorrelationGroup, { label: string; noun: string }> = {
  weather: { label: 'Weather', noun: 'weather readings' },
  sleep: { label: 'Sleep', noun: 'sleep' },
  medication: { label: 'Medication', noun: 'scheduled medication' },
  stress: { label: 'Stress', noun: 'stress levels' },
  activity: { label: 'Activity', noun: 'activities' },
};

/** Significant effects first, then the largest |rho|. */
function byEvidence(a: FactorEffect, b: FactorEffect): number {
  if (a.significant !== b.significant) return a.significant ? -1 : 1;
  return Math.abs(b.rho) - Math.abs(a.rho);
}

function MissingGroup({
  group,
  coverage,
}: {
  group: CorrelationGroup;
  coverage: { days: number; needed: number };
}) {
  const { label, noun } = GROUPS[group];
  let text: string;
  if (coverage.days === 0) {
    text =
      coverage.needed > 0
        ? `No ${noun} logged in this period. It can be tested after ${plural(coverage.needed, 'day')} with it.`
        : `No ${noun} logged in this period.`;
  } else if (coverage.needed > 0) {
    text = `${plural(coverage.needed, 'more day')} with ${noun} logged before it can be tested (${plural(coverage.days, 'day')} so far).`;
  } else {
    text = `Nothing about ${noun} could be tested in this period.`;
  }
  return (
    <li
      className="flex flex-col gap-1 rounded-xl border border-dashed border-slate-300 p-4"
      data-testid="effect-missing"
      data-group={group}
    >
      <h3 className="font-semibold text-slate-900">{label}</h3>
      <p className="text-slate-700">{text}</p>
    </li>
  );
}

/** Weather, sleep, medication, stress and activity (spec), then every other tested factor. */
export function CorrelationsTab({ analysis }: { analysis: AnalysisResult }) {
  const { effects, effectsDaysNeeded, coverage } = analysis;
  if (effectsDaysNeeded > 0) {
    return (
      <EmptyState
        icon={Link2}
        testId="correlations-empty"
        title={`${plural(effectsDaysNeeded, 'more day')} of entries before factors can be tested`}
      >
        <p>
          Each factor is compared with your pain once there are 14 days of entries in the period, so
          that a chance run of days is not taken for a pattern.
        </p>
      </EmptyState>
    );
  }

  const sorted = [...effects].sort(byEvidence);
  const leaders = new Map<CorrelationGroup, FactorEffect>();
  for (const group of CORRELATION_GROUPS) {
    const best = sorted.find((effect) => effect.group === group);
    if (best) leaders.set(group, best);
  }
  const shown = new Set([...leaders.values()].map((effect) => effect.key));
  const others = sorted.filter((effect) => !shown.has(effect.key));

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Factors and your pain</CardTitle>
          <CardDescription>
            The strength figure runs from −1 to +1: a plus means pain was higher when the factor was
            higher (or present), a minus that it was lower. Above 0.7 is very strong, above 0.5
            strong, above 0.3 moderate, below that weak. An effect is significant only when it holds
            up after correcting for every factor tested.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3" aria-label="Main factors">
            {CORRELATION_GROUPS.map((group) => {
              const effect = leaders.get(group);
              return effect ? (
                <EffectRow
                  key={group}
                  effect={effect}
                  heading={<h3 className="font-semibold text-slate-900">{GROUPS[group].label}</h3>}
                />
              ) : (
                <MissingGroup key={group} group={group} coverage={coverage[group]} />
              );
            })}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Other factors</CardTitle>
        </CardHeader>
        <CardContent>
          {others.length === 0 ? (
            <p className="text-slate-700">No other factor was tested in this period.</p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Other factors">
              {others.map((effect) => (
                <EffectRow key={effect.key} effect={effect} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

import type { AiPattern } from '@core/analysis/types';
import { plural } from '@core/report/words';
import { Button } from '@client/components/ui/button';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}

/** One pattern: what it is, how many flares it rests on, how often, how strong, how long. */
export function PatternCard({ pattern, onOpen }: { pattern: AiPattern; onOpen(): void }) {
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="pattern-card"
    >
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{pattern.name}</h3>
        <p className="text-slate-700">{pattern.description}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <Figure label="Based on" value={plural(pattern.episodes, 'flare')} />
        <Figure label="Frequency" value={`${pattern.frequency.toFixed(1)} per month`} />
        <Figure label="Average intensity" value={`${pattern.averageIntensity.toFixed(1)}/10`} />
        <Figure label="Average duration" value={`${pattern.averageDuration.toFixed(1)} days`} />
      </dl>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={onOpen}
          aria-label={`View details: ${pattern.name}`}
        >
          View details
        </Button>
      </div>
    </li>
  );
}

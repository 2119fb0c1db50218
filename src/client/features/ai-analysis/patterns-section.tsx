import { Repeat } from 'lucide-react';
import { useState } from 'react';
import type { AnalysisResult } from '@core/analysis/types';
import { plural } from '@core/report/words';
import { EmptyState } from '@client/components/analysis/empty-state';
import { PatternCard } from './pattern-card';
import { PatternDialog } from './pattern-dialog';

/** The pattern cards, or how many more flares they need. */
export function PatternsSection({ analysis }: { analysis: AnalysisResult }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const { patterns, flaresNeeded, flares } = analysis;
  const open = patterns.find((pattern) => pattern.id === openId) ?? null;

  return (
    <section aria-labelledby="patterns-heading" className="flex flex-col gap-3">
      <h2 id="patterns-heading" className="text-xl font-semibold text-slate-900">
        Pain Patterns
      </h2>
      {patterns.length === 0 ? (
        <EmptyState
          icon={Repeat}
          testId="patterns-empty"
          title={
            flaresNeeded > 0
              ? `${plural(flaresNeeded, 'more flare')} before patterns can be described`
              : 'No pattern stands out in your flares yet'
          }
        >
          <p>
            A flare here is a stretch of days at {flares.threshold}/10 or more. Patterns are
            described from at least 3 of them; you have had {plural(flares.count, 'flare')} in this
            period. Keep logging on easier days too: they are what flares are compared with.
          </p>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Pain patterns">
          {patterns.map((pattern) => (
            <PatternCard key={pattern.id} pattern={pattern} onOpen={() => setOpenId(pattern.id)} />
          ))}
        </ul>
      )}
      {open ? <PatternDialog pattern={open} onClose={() => setOpenId(null)} /> : null}
    </section>
  );
}

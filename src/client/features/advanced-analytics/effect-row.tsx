import { CheckCircle2, CircleDashed } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FactorEffect } from '@core/analysis/types';
import { effectStrength } from '@core/analysis/strength';
import {
  capitalize,
  formatQ,
  formatRho,
  STRENGTH_CLASSES,
} from '@client/components/analysis/figures';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';

/** "Significant" with a tick, or "Not significant": the word is the signal, the tint helps. */
export function SignificanceBadge({ effect }: { effect: FactorEffect }) {
  return effect.significant ? (
    <Badge variant="secondary" className="gap-1 bg-emerald-100 text-emerald-900">
      <CheckCircle2 aria-hidden="true" className="size-3.5" />
      Significant
    </Badge>
  ) : (
    <Badge variant="outline" className="gap-1">
      <CircleDashed aria-hidden="true" className="size-3.5" />
      Not significant
    </Badge>
  );
}

/** The strength figure (rho, 2 decimals) and its word, tinted by the spec's thresholds. */
export function StrengthBadge({ rho }: { rho: number }) {
  const strength = effectStrength(rho);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold',
        STRENGTH_CLASSES[strength],
      )}
      data-strength={strength}
      data-testid="effect-strength"
    >
      <span className="tabular-nums">{formatRho(rho)}</span>
      <span>{capitalize(strength)}</span>
    </span>
  );
}

/** One tested effect: strength, n, significance and what it means. */
export function EffectRow({ effect, heading }: { effect: FactorEffect; heading?: ReactNode }) {
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4"
      data-testid="effect-row"
      data-key={effect.key}
    >
      {heading}
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{effect.factor}</span>
        <span className="text-sm text-slate-600">
          {effect.lag === 1 ? 'with next-day pain' : 'with same-day pain'}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StrengthBadge rho={effect.rho} />
        <SignificanceBadge effect={effect} />
        <span className="text-sm text-slate-700">n = {effect.n} days</span>
        <span className="text-xs text-slate-600">{formatQ(effect.qValue)}</span>
      </div>
      <p className="text-slate-700">{effect.description}</p>
    </li>
  );
}

import {
  AlertTriangle,
  CheckCircle2,
  CircleDashed,
  Minus,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { EffectStrength } from '@core/analysis/types';
import type { TrendDirection } from '@core/biometrics/types';
import { capitalize, formatRho, STRENGTH_CLASSES } from '@client/components/analysis/figures';
import { Badge } from '@client/components/ui/badge';

const TREND_LOOK: Record<TrendDirection, { word: string; icon: LucideIcon; className: string }> = {
  stable: { word: 'Stable', icon: Minus, className: 'bg-slate-100 text-slate-700' },
  improving: { word: 'Improving', icon: TrendingUp, className: 'bg-emerald-100 text-emerald-900' },
  concerning: { word: 'Concerning', icon: AlertTriangle, className: 'bg-amber-100 text-amber-900' },
};

/** "+0.62 Strong": the figure and its word, on the analysis pages' strength tints. */
export function CorrelationStrength({ rho, strength }: { rho: number; strength: EffectStrength }) {
  return (
    <Badge
      variant="tint"
      className={`gap-1.5 ${STRENGTH_CLASSES[strength]}`}
      data-testid="correlation-strength"
    >
      <span className="tabular-nums">{formatRho(rho)}</span>
      <span>{capitalize(strength)}</span>
    </Badge>
  );
}

/** Tested and held up after correction, or not; the word carries it, the icon helps. */
export function Significance({ significant }: { significant: boolean }) {
  const Icon = significant ? CheckCircle2 : CircleDashed;
  return (
    <Badge
      variant={significant ? 'tint' : 'outline'}
      className={significant ? 'gap-1 bg-emerald-100 text-emerald-900' : 'gap-1'}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {significant ? 'Significant' : 'Not significant'}
    </Badge>
  );
}

export function TrendBadge({ direction }: { direction: TrendDirection }) {
  const { word, icon: Icon, className } = TREND_LOOK[direction];
  return (
    <Badge variant="tint" className={`gap-1 ${className}`} data-testid="trend">
      <Icon aria-hidden="true" className="size-3.5" />
      {`Trend: ${word}`}
    </Badge>
  );
}

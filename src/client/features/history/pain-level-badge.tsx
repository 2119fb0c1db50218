import { painBadge, type PainBadge } from '@core/pain-scale';
import { cn } from '@client/lib/cn';

const LOOK: Record<PainBadge, { word: string; className: string }> = {
  low: { word: 'Low', className: 'bg-green-100 text-green-900 ring-green-300' },
  mid: { word: 'Medium', className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  high: { word: 'High', className: 'bg-red-100 text-red-900 ring-red-300' },
};

/** "Pain 6/10 | Medium": the band's colour with its word, so colour is never the only signal. */
export function PainLevelBadge({ level }: { level: number }) {
  const look = LOOK[painBadge(level)];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1',
        look.className,
      )}
    >
      <span>Pain {level}/10</span>
      <span className="sr-only">, </span>
      <span className="border-l border-current/30 pl-1.5">{look.word}</span>
    </span>
  );
}

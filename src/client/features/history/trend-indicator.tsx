import { ArrowDown, ArrowUp, Equal } from 'lucide-react';
import { cn } from '@client/lib/cn';
import type { Trend } from './history-items';

const LOOK: Record<Trend, { icon: typeof ArrowUp; word: string; className: string }> = {
  increased: { icon: ArrowUp, word: 'Up', className: 'text-red-700' },
  decreased: { icon: ArrowDown, word: 'Down', className: 'text-green-700' },
  same: { icon: Equal, word: 'Same', className: 'text-slate-600' },
};

/** Pain against the previous (older) entry: an arrow and a word, read out as a sentence. */
export function TrendIndicator({ trend }: { trend: Trend }) {
  const { icon: Icon, word, className } = LOOK[trend];
  const sentence = `Pain ${trend === 'same' ? 'stayed the same' : trend} since the previous entry`;
  return (
    <span
      className={cn('inline-flex items-center gap-1 text-sm font-semibold', className)}
      data-trend={trend}
      title={sentence}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span aria-hidden="true">{word}</span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}

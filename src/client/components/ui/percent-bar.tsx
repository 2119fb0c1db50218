import { cn } from '@client/lib/cn';

/**
 * A thin bar for a percent (an accuracy, a fill's progress), read out as a named progress bar.
 * Without a percent it shows a sliver and no value, for progress not yet known.
 */
export function PercentBar({
  label,
  percent,
  className,
}: {
  label: string;
  percent: number | null;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent ?? undefined}
      className={cn('h-2.5 overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width]"
        style={{ width: `${percent ?? 5}%` }}
      />
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';

/** "6/10": the number large, the scale small; "—" without a value, never a made-up number. */
export function OutOfTen({ value, scale = 10 }: { value: number | null; scale?: number }) {
  if (value === null) return <>—</>;
  return (
    <>
      {value}
      <span className="text-lg font-semibold text-slate-500">/{scale}</span>
    </>
  );
}

/**
 * One figure on a stat card (dashboard, analytics). It is a named group so a screen reader hears the label, the
 * value and the line under it together.
 */
export function StatCard({
  label,
  icon: Icon,
  value,
  detail,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  detail: ReactNode;
}) {
  const id = `stat-${label.replace(/[^a-z]+/gi, '-').toLowerCase()}`;
  return (
    <Card role="group" aria-labelledby={id} className="flex flex-col gap-1 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <h3 id={id} className="text-sm font-semibold text-slate-600">
          {label}
        </h3>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      </div>
      <p className="text-3xl font-bold text-slate-900" data-testid="stat-value">
        {value}
      </p>
      <div className="text-sm text-slate-600" data-testid="stat-detail">
        {detail}
      </div>
    </Card>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * What a section shows before it has enough data: what it needs, in plain words, instead of a
 * zero that would read as a finding.
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-xl bg-slate-50 px-4 py-6 text-center"
      data-testid={testId ?? 'analysis-empty'}
    >
      <Icon aria-hidden="true" className="size-8 text-primary" />
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      {children ? <div className="max-w-prose text-slate-600">{children}</div> : null}
    </div>
  );
}

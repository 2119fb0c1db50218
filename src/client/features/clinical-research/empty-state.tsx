import type { ReactNode } from 'react';

/** A tab with nothing in it yet: what it is for, and what to do. */
export function EmptyState({
  title,
  children,
  testId = 'empty-state',
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="flex flex-col items-start gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

/** A tab with nothing in it yet: what it is for, and what to do. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700"
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </div>
  );
}

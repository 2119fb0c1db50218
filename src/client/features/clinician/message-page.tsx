import type { ReactNode } from 'react';
import { Logo } from '@client/components/ui/logo';

/** A calm full page with one message and nothing else to do (no link, a refused link). */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-5 py-12 text-center">
      <Logo className="size-12" />
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children ? <div className="text-base leading-relaxed text-slate-700">{children}</div> : null}
    </main>
  );
}

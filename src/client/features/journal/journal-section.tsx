import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';

/** One card of the journal with its heading; the heading labels the region. */
export function JournalSection({
  id,
  title,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('p-5', className)}>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';

/** A one-line word about the plan where a page shows less on the free plan (not a refusal). */
export function UpgradeNote({ children }: { children: ReactNode }) {
  return (
    <Card
      data-testid="upgrade-note"
      className="flex flex-col gap-3 border-teal-200 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-3 text-slate-700">
        <Crown aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        <span>{children}</span>
      </p>
      <Link
        href="/pricing"
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'shrink-0' })}
      >
        See plans
      </Link>
    </Card>
  );
}

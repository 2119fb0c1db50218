import { Check, Crown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { PlanLimit, UpgradeRequired } from '@core/billing/entitlements';
import { PREMIUM_FEATURES } from '@core/billing/plans';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';

/** The card lists the first few: enough to say what Premium is, short enough for a phone. */
const FEATURES_SHOWN = 6;

/** What the card's heading says about the limit met. */
export function upgradeTitle(limit: PlanLimit, sectionTitle?: string): string {
  switch (limit.kind) {
    case 'journal_entries_per_month':
      return `You've written ${limit.value} journal entries this month`;
    case 'analytics_days':
      return `The free plan shows your last ${limit.value} days`;
    case 'premium_section':
      return sectionTitle ? `${sectionTitle} is part of Premium` : 'This is part of Premium';
  }
}

/**
 * Where the free plan's limit is met: a calm card, never an error. It says what the limit is,
 * what Premium adds, and leads to the plans. `children` go under the message (a way on that the
 * limit leaves open); `action` sits beside See plans.
 */
export function UpgradeCard({
  title,
  message,
  headingLevel = 2,
  action,
  children,
  className,
}: {
  title: string;
  message: string;
  /** The card's heading sits under the page's h1 (h2), or under a section's h2 (h3). */
  headingLevel?: 2 | 3;
  action?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} data-testid="upgrade-card" className={className}>
      <Card className="flex flex-col gap-5 border-teal-200 p-5 sm:p-6">
        <div className="flex items-start gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
            <Crown aria-hidden="true" className="size-6" />
          </span>
          <div className="flex min-w-0 flex-col gap-2">
            <Badge variant="pro" className="self-start">
              Premium
            </Badge>
            <Heading id={headingId} className="text-xl font-semibold text-slate-900">
              {title}
            </Heading>
            <p className="text-slate-700">{message}</p>
          </div>
        </div>
        {children}
        <div className="rounded-xl bg-slate-50 p-4">
          <p className="font-semibold text-slate-900">Premium includes</p>
          <ul className="mt-2 grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
            {PREMIUM_FEATURES.slice(0, FEATURES_SHOWN).map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-slate-700">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link href="/pricing" className={buttonVariants()}>
            See plans
          </Link>
          {action}
        </div>
      </Card>
    </section>
  );
}

/** The card for a 402 answer: the limit it names, in the server's own words. */
export function UpgradeRequiredCard({
  upgrade,
  sectionTitle,
  headingLevel,
  className,
}: {
  upgrade: UpgradeRequired;
  sectionTitle?: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <UpgradeCard
      title={upgradeTitle(upgrade.limit, sectionTitle)}
      message={upgrade.message}
      headingLevel={headingLevel}
      className={className}
    />
  );
}

import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { PlanSummary, SubscriptionSource } from '@core/billing/subscription';
import { usePlan } from '@client/api/billing/get-plan';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { PercentBar } from '@client/components/ui/percent-bar';
import { Skeleton } from '@client/components/ui/skeleton';
import { ManageSubscriptionButton } from '@client/components/upgrade/manage-subscription-button';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';

/** Who retries a failed renewal, as the past-due line names it. */
const RETRIED_BY: Record<SubscriptionSource, string> = {
  stripe: 'Stripe',
  app_store: 'the App Store',
  play_store: 'Google Play',
  other_store: 'the app store',
};

const MANAGED_IN: Partial<Record<SubscriptionSource, string>> = {
  app_store:
    'Your subscription is managed in the App Store: open Settings, tap your name, then Subscriptions.',
  play_store:
    'Your subscription is managed in Google Play: open the Play Store, tap your profile, then Payments and subscriptions.',
  other_store: 'Your subscription is managed in the app store you bought it from.',
};

/** "12 Jan 2027" on the person's own calendar; day first, so no reader misreads the month. */
export function formatPlanDate(iso: string, timeZone: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  const part = (type: string) => format.formatToParts(time).find((p) => p.type === type)?.value;
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** The renewal, end or payment-trouble line of a premium subscription, or null. */
export function renewalLine(plan: PlanSummary, timeZone: string): string | null {
  const endsAt = plan.subscriptionEndsAt;
  const date = endsAt ? formatPlanDate(endsAt, timeZone) : null;
  if (plan.subscriptionStatus === 'past_due') {
    const retrier = RETRIED_BY[plan.source ?? 'stripe'];
    return date
      ? `Payment failed, ${retrier} is retrying; premium continues until ${date}`
      : `Payment failed, ${retrier} is retrying`;
  }
  if (!date) return null;
  if (plan.subscriptionStatus === 'canceled') return `Ends on ${date}`;
  if (plan.subscriptionStatus === 'active') return `Renews on ${date}`;
  return null;
}

/** Settings' Plan card: the plan, its dates or this month's allowance, and where to change it. */
export function PlanSection() {
  const plan = usePlan();
  const { data: user } = useCurrentUser();
  if (plan.isError && !plan.data) {
    return (
      <LoadError what="your plan" onRetry={() => void plan.refetch()} retrying={plan.isFetching} />
    );
  }
  const timeZone = user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Card role="region" aria-labelledby="plan-section-heading">
      <CardHeader>
        <CardTitle id="plan-section-heading">Plan</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {plan.data ? (
          <PlanDetails plan={plan.data} timeZone={timeZone} />
        ) : (
          <div role="status" aria-label="Loading your plan">
            <Skeleton className="h-16" />
          </div>
        )}
        <Link
          href="/pricing"
          className="flex min-h-11 items-center justify-between gap-3 rounded-lg py-2 text-base font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          See plans
          <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
        </Link>
      </CardContent>
    </Card>
  );
}

function PlanDetails({ plan, timeZone }: { plan: PlanSummary; timeZone: string }) {
  if (plan.billing === 'off') {
    return (
      <div>
        <p className="text-base font-semibold text-slate-900">
          Premium, included in this installation
        </p>
        <p className="text-sm text-slate-600">Every feature is on, and no limit applies.</p>
      </div>
    );
  }

  if (!plan.entitlements.premium) {
    const limit = plan.entitlements.journalEntriesPerMonth;
    const used = plan.journalEntriesThisMonth;
    const ended =
      plan.subscriptionType === 'premium' && plan.subscriptionEndsAt
        ? `Premium ended on ${formatPlanDate(plan.subscriptionEndsAt, timeZone)}`
        : null;
    return (
      <div className="flex flex-col gap-2">
        <p className="text-base font-semibold text-slate-900">Free</p>
        {ended ? <p className="text-sm text-slate-600">{ended}</p> : null}
        {limit !== null ? (
          <>
            <p className="text-slate-700">
              {used} of {limit} journal entries this month
            </p>
            <PercentBar
              label="Journal entries used this month"
              percent={Math.min(100, Math.round((used / limit) * 100))}
            />
            <p className="text-sm text-slate-600">
              Quick pain logs and emergency logs are always saved, whatever the count.
            </p>
          </>
        ) : null}
      </div>
    );
  }

  const line = renewalLine(plan, timeZone);
  const managedIn = plan.source ? MANAGED_IN[plan.source] : undefined;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <p className="text-base font-semibold text-slate-900">Premium</p>
        {line ? (
          <p
            className={
              plan.subscriptionStatus === 'past_due'
                ? 'font-semibold text-red-700'
                : 'text-slate-700'
            }
          >
            {line}
          </p>
        ) : null}
      </div>
      {plan.canManage ? (
        <ManageSubscriptionButton className="self-start" />
      ) : managedIn ? (
        <p className="text-sm text-slate-600">{managedIn}</p>
      ) : null}
    </div>
  );
}

import { useEffect, type ReactNode } from 'react';
import {
  annualSavingDollars,
  formatPrice,
  FREE_FEATURES,
  PREMIUM_FEATURES,
  PRICE_CENTS,
  type PaidPlan,
} from '@core/billing/plans';
import type { PlanSummary } from '@core/billing/subscription';
import { usePlan } from '@client/api/billing/get-plan';
import { useStartCheckout } from '@client/api/billing/start-checkout';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { PageTitle } from '@client/components/ui/page-title';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { PlanStatusNote } from './plan-status-note';
import {
  GET_APP_HEADING_ID,
  GetMobileAppCard,
  hasStoreLinks,
  MobileFeaturesCard,
} from './mobile-app-cards';
import { PlanCard } from './plan-card';
import { PricingFaq } from './pricing-faq';
import { usePurchasePlatform } from './purchase-platform';
import { useNativePurchases } from './use-native-purchases';

/** One column on phones; three once each card has room for its button, sidebar or not. */
const PLAN_GRID = 'grid grid-cols-1 gap-6 @3xl:grid-cols-3';

/** The plans and upgrade screen (spec section 2): three plans, how to buy, and the FAQ. */
export function PricingPage() {
  const plan = usePlan();
  return (
    <div data-testid="pricing-page" className="@container">
      <PageTitle
        title="Plans"
        subtitle="Start free. Upgrade when you want the whole picture of your pain."
      />
      {plan.data ? (
        <PricingContent plan={plan.data} />
      ) : plan.isError ? (
        <LoadError
          what="your plan"
          onRetry={() => void plan.refetch()}
          retrying={plan.isFetching}
        />
      ) : (
        <div role="status" aria-label="Loading plans" className={PLAN_GRID}>
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
          <Skeleton className="h-96" />
        </div>
      )}
    </div>
  );
}

const PERIODS: Record<PaidPlan, string> = { monthly: 'month', annual: 'year' };
const SUBSCRIBE_LABELS: Record<PaidPlan, string> = {
  monthly: 'Subscribe Monthly',
  annual: 'Subscribe Annual',
};

/** Brings the Get the Mobile App card into view and moves the keyboard focus to it. */
function revealGetApp() {
  const heading = document.getElementById(GET_APP_HEADING_ID);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

function PricingContent({ plan }: { plan: PlanSummary }) {
  const platform = usePurchasePlatform();
  const native = platform.kind === 'native' ? platform : null;
  const { data: user } = useCurrentUser();
  const store = useNativePurchases(native, user?.id);
  const checkout = useStartCheckout();
  const { reset: resetCheckout } = checkout;

  // Back from Stripe through the browser's page cache: the page is live again, not leaving.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetCheckout();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [resetCheckout]);

  const billingOff = plan.billing === 'off';
  const premium = plan.entitlements.premium;
  const leaving = checkout.isPending || checkout.isSuccess;

  const buyButton = (paid: PaidPlan, busy: boolean, anyBusy: boolean, onBuy: () => void) => (
    <Button
      variant={paid === 'monthly' ? 'default' : 'outline'}
      // Not `disabled`, which would drop the keyboard focus while it works.
      aria-disabled={anyBusy || undefined}
      className={anyBusy ? 'w-full opacity-60' : 'w-full'}
      onClick={() => {
        if (!anyBusy) onBuy();
      }}
    >
      {busy ? 'Processing...' : SUBSCRIBE_LABELS[paid]}
    </Button>
  );

  const premiumFooter = (paid: PaidPlan): ReactNode => {
    if (billingOff || premium) return null;
    if (native) {
      if (!plan.mobileVerification) {
        return (
          <Unavailable>In-app subscriptions are not available on this Cairn server.</Unavailable>
        );
      }
      return buyButton(paid, store.busy === paid, store.busy !== null, () => {
        void store.purchase(paid);
      });
    }
    if (plan.webCheckout) {
      return buyButton(paid, leaving && checkout.variables === paid, leaving, () =>
        checkout.mutate(paid),
      );
    }
    if (hasStoreLinks(plan)) {
      return (
        <Button variant="outline" className="w-full" onClick={revealGetApp}>
          Get Mobile App
        </Button>
      );
    }
    return <Unavailable>Premium is not on sale on this Cairn server.</Unavailable>;
  };

  const premiumBadges = billingOff ? ['Included'] : premium ? ['Current plan'] : [];

  return (
    <div className="flex flex-col gap-8">
      <PlanStatusNote plan={plan} />
      <section aria-label="Plans" className={PLAN_GRID}>
        <PlanCard
          id="free"
          title="Free"
          description="The essentials for tracking your pain day to day."
          price="$0"
          period="month"
          features={FREE_FEATURES}
          badges={!billingOff && !premium ? ['Current plan'] : []}
        />
        <PlanCard
          id="monthly"
          title="Premium Monthly"
          description="Every feature, billed each month."
          price={`$${formatPrice(PRICE_CENTS.monthly)}`}
          period={PERIODS.monthly}
          features={PREMIUM_FEATURES}
          badges={['Most Popular', ...premiumBadges]}
          featured
          footer={premiumFooter('monthly')}
        />
        <PlanCard
          id="annual"
          title="Premium Annual"
          description="Every feature, billed once a year."
          price={`$${formatPrice(PRICE_CENTS.annual)}`}
          period={PERIODS.annual}
          features={PREMIUM_FEATURES}
          badges={premiumBadges}
          note={
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <Badge variant="tint" className="bg-emerald-100 text-emerald-900">
                Save ${annualSavingDollars()}
              </Badge>
              compared with paying monthly
            </p>
          }
          footer={premiumFooter('annual')}
        />
      </section>
      {billingOff ? null : native ? (
        <MobileFeaturesCard
          canRestore={!premium && plan.mobileVerification}
          restoring={store.busy === 'restore'}
          onRestore={() => void store.restore()}
        />
      ) : (
        <GetMobileAppCard plan={plan} />
      )}
      {billingOff ? null : <PricingFaq />}
    </div>
  );
}

function Unavailable({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

import { RotateCcw, Smartphone } from 'lucide-react';
import type { PlanSummary } from '@core/billing/subscription';
import { Button, buttonVariants } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';

export const GET_APP_HEADING_ID = 'get-mobile-app-heading';

/** Whether the Get the Mobile App card has anything to offer (a null link hides its button). */
export function hasStoreLinks(plan: PlanSummary): boolean {
  return plan.storeLinks.appStore !== null || plan.storeLinks.googlePlay !== null;
}

/**
 * Web only (spec section 2): premium through the mobile apps, with a button per configured store.
 * Where web checkout exists too, it says "also", so the page does not contradict itself.
 */
export function GetMobileAppCard({ plan }: { plan: PlanSummary }) {
  if (!hasStoreLinks(plan)) return null;
  const { appStore, googlePlay } = plan.storeLinks;
  return (
    <Card id="get-mobile-app" role="region" aria-labelledby={GET_APP_HEADING_ID}>
      <CardHeader>
        <CardTitle id={GET_APP_HEADING_ID} tabIndex={-1} className="flex items-center gap-2">
          <Smartphone aria-hidden="true" className="size-6 text-primary" />
          Get the Mobile App
        </CardTitle>
        <CardDescription className="text-base">
          {plan.webCheckout
            ? 'Premium is also available in the Cairn mobile apps. Subscribe with your App Store or Google Play account and Premium opens here on the web too.'
            : 'Premium subscriptions are available only through the Cairn mobile apps. Subscribe in the app with your App Store or Google Play account and Premium opens here on the web too.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        {appStore ? <StoreLink href={appStore} name="App Store" /> : null}
        {googlePlay ? <StoreLink href={googlePlay} name="Google Play" /> : null}
      </CardContent>
    </Card>
  );
}

function StoreLink({ href, name }: { href: string; name: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
    >
      {name}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const MOBILE_FEATURES = [
  'Subscribe with your App Store or Google Play account',
  'Premium follows your Cairn account, on the web too',
  'Change or cancel in your store’s subscription settings',
  'Restore your subscription on a new phone',
] as const;

/**
 * Native only (spec section 2): what buying in the app means, and Restore Purchases while the
 * account has no active subscription.
 */
export function MobileFeaturesCard({
  canRestore,
  restoring,
  onRestore,
}: {
  canRestore: boolean;
  restoring: boolean;
  onRestore(): void;
}) {
  return (
    <Card role="region" aria-labelledby="mobile-features-heading">
      <CardHeader>
        <CardTitle id="mobile-features-heading" className="flex items-center gap-2">
          <Smartphone aria-hidden="true" className="size-6 text-primary" />
          Mobile App Features
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="flex list-disc flex-col gap-1 pl-6 text-slate-700">
          {MOBILE_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {canRestore ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-600">
              Subscribed before, on this phone or another one with the same store account?
            </p>
            <Button
              variant="outline"
              aria-disabled={restoring || undefined}
              className={restoring ? 'opacity-60 sm:shrink-0' : 'sm:shrink-0'}
              onClick={onRestore}
            >
              <RotateCcw aria-hidden="true" className="size-5" />
              {restoring ? 'Restoring...' : 'Restore Purchases'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

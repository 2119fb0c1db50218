import { Sparkles } from 'lucide-react';
import type { PlanSummary, SubscriptionSource } from '@core/billing/subscription';
import { ManageSubscriptionButton } from '@client/components/upgrade/manage-subscription-button';

const STORE_NAMES: Partial<Record<SubscriptionSource, string>> = {
  app_store: 'the App Store',
  play_store: 'Google Play',
  other_store: 'the app store you bought it from',
};

const NOTE_CLASS =
  'flex flex-col gap-3 rounded-2xl border border-primary bg-primary-soft p-5 text-slate-800 sm:flex-row sm:items-center sm:justify-between';

/**
 * Above the plans: that this installation includes Premium for everyone (billing off), or that
 * the person has Premium and where to manage it. Nothing on the free plan: its card says so.
 */
export function PlanStatusNote({ plan }: { plan: PlanSummary }) {
  if (plan.billing === 'off') {
    return (
      <div className={NOTE_CLASS}>
        <p className="flex items-start gap-3 text-base">
          <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          This installation of Cairn includes Premium for everyone. Every feature is already on, and
          no limit applies.
        </p>
      </div>
    );
  }
  if (!plan.entitlements.premium) return null;

  const store = plan.source ? STORE_NAMES[plan.source] : undefined;
  return (
    <div className={NOTE_CLASS}>
      <div className="flex items-start gap-3">
        <Sparkles aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        <div>
          <p className="text-base font-semibold text-slate-900">You have Premium.</p>
          <p className="text-sm text-slate-700">
            Every feature is on.
            {store ? ` Your subscription is managed in ${store}.` : null}
          </p>
        </div>
      </div>
      {plan.canManage ? <ManageSubscriptionButton className="sm:shrink-0" /> : null}
    </div>
  );
}

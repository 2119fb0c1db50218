import type { ReactNode } from 'react';
import { premiumSectionAnswer } from '@core/billing/entitlements';
import { PREMIUM_SECTIONS, type PremiumSectionId } from '@core/billing/plans';
import { usePlan } from '@client/api/billing/get-plan';
import { PageTitle } from '@client/components/ui/page-title';
import { PageSkeleton } from '@client/components/ui/skeleton';
import { UpgradeRequiredCard } from './upgrade-card';
import { UpgradeNote } from './upgrade-note';
import { useExistingSharing } from './use-existing-sharing';

/**
 * A premium section's page, or on the free plan its title and the upgrade card. The server's plan
 * answer decides; while it loads, a skeleton. Without an answer (offline, a failed request) the
 * page is shown: the server still refuses with 402 what the plan does not include, and the page
 * shows that as the upgrade card too.
 */
export function PremiumGate({
  section,
  children,
}: {
  section: PremiumSectionId;
  children: ReactNode;
}) {
  const plan = usePlan();
  const { title } = PREMIUM_SECTIONS.find((item) => item.id === section)!;
  const free = plan.data ? !plan.data.entitlements.premium : false;
  const sharing = useExistingSharing(section, free);
  if (plan.data) {
    if (!free) return children;
    if (sharing === undefined) return <PageSkeleton />;
    if (sharing) {
      // What they already share stays theirs to see and to end: the page itself, under a short
      // note rather than the full card, so what they came for is on the first screen.
      return (
        <div className="flex flex-col gap-6">
          <UpgradeNote>
            {title} is part of Premium. What you already share stays here for you to see and to end;
            sharing anything new needs Premium.
          </UpgradeNote>
          {children}
        </div>
      );
    }
    return (
      <div data-testid="premium-gate" className="flex flex-col gap-6">
        <PageTitle title={title} />
        <UpgradeRequiredCard upgrade={premiumSectionAnswer(title)} sectionTitle={title} />
      </div>
    );
  }
  if (plan.isPending && plan.fetchStatus !== 'paused') return <PageSkeleton />;
  return children;
}

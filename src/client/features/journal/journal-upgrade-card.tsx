import { Activity } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { UpgradeRequired } from '@core/billing/entitlements';
import { Button } from '@client/components/ui/button';
import { UpgradeCard, upgradeTitle } from '@client/components/upgrade/upgrade-card';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';

// The same dialog as Quick actions > Quick Pain Entry, loaded only when asked for.
const QuickPainDialog = lazy(() =>
  import('@client/features/emergency/quick-pain-dialog').then((m) => ({
    default: m.QuickPainDialog,
  })),
);

const KEPT_TEXT = {
  form: 'What you wrote is still in the form below, but it is not saved yet.',
  device: 'What you wrote is kept on this device and will be sent once your plan allows it.',
} as const;

/**
 * The free plan's journal allowance is used up: the upgrade card, and the way that stays open,
 * a quick pain log (never limited), one press away. `kept`: a save was refused, and what the
 * person wrote is still in the form (or waits in this device's queue).
 */
export function JournalUpgradeCard({
  upgrade,
  kept,
}: {
  upgrade: UpgradeRequired;
  kept?: keyof typeof KEPT_TEXT;
}) {
  const { data: user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  // Mounted once opened, so a save on its way still reports after the dialog closes.
  const [used, setUsed] = useState(false);
  return (
    <>
      <UpgradeCard
        title={upgradeTitle(upgrade.limit)}
        message={upgrade.message}
        action={
          <Button
            variant="outline"
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
          >
            <Activity aria-hidden="true" className="size-5" />
            Log pain quickly
          </Button>
        }
      >
        {kept ? <p className="font-medium text-slate-800">{KEPT_TEXT[kept]}</p> : null}
        <p className="text-slate-700">
          Quick Pain Entry and Emergency Mode are always there for you: here, and from the Quick
          actions button (+) on every screen.
        </p>
      </UpgradeCard>
      {used ? (
        <Suspense fallback={null}>
          <QuickPainDialog
            open={open}
            onOpenChange={setOpen}
            timeZone={user?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone}
          />
        </Suspense>
      ) : null}
    </>
  );
}

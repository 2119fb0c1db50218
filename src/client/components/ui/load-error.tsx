import { RefreshCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { upgradeRequired } from '@client/components/upgrade/upgrade-required';

// Only a 402 needs the card: it stays out of the first load of every page that can fail to load.
const UpgradeRequiredCard = lazy(() =>
  import('@client/components/upgrade/upgrade-card').then((module) => ({
    default: module.UpgradeRequiredCard,
  })),
);

/**
 * A failed load says so plainly and offers to try again; it never shows made-up numbers. A load
 * the plan does not include (the server's 402) is not a failure: it shows the upgrade card.
 */
export function LoadError({
  onRetry,
  retrying,
  what = 'your entries',
  error,
  headingLevel,
}: {
  onRetry(): void;
  retrying: boolean;
  /** What failed to load, as in "We couldn't load your entries". */
  what?: string;
  /** Why it failed: a 402 answer turns this into the upgrade card. */
  error?: unknown;
  /** The upgrade card's heading level under the surrounding headings (2 by default). */
  headingLevel?: 2 | 3;
}) {
  const upgrade = upgradeRequired(error);
  if (upgrade) {
    return (
      <Suspense fallback={null}>
        <UpgradeRequiredCard upgrade={upgrade} headingLevel={headingLevel} />
      </Suspense>
    );
  }
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-start gap-4 p-6 pt-6">
        <p className="text-lg text-slate-800">
          We couldn&apos;t load {what}. Please check your connection and try again.
        </p>
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden="true" className="size-5" />
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      </CardContent>
    </Card>
  );
}

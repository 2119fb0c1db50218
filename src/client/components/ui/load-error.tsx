import { RefreshCw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';

/** A failed load says so plainly and offers to try again; it never shows made-up numbers. */
export function LoadError({
  onRetry,
  retrying,
  what = 'your entries',
}: {
  onRetry(): void;
  retrying: boolean;
  /** What failed to load, as in "We couldn't load your entries". */
  what?: string;
}) {
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

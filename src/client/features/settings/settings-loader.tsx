import type { ReactNode } from 'react';
import type { ApiSettings } from '@core/settings';
import { useSettings } from '@client/api/settings/get-settings';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';

/** A settings card's body: a placeholder while loading, a retry on failure, else the controls. */
export function SettingsLoader({ children }: { children(settings: ApiSettings): ReactNode }) {
  const settings = useSettings();
  if (settings.isPending) {
    return (
      <div role="status" aria-label="Loading your settings">
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-slate-700">
          Your settings could not be loaded. Check your connection and try again.
        </p>
        <Button variant="outline" onClick={() => void settings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return children(settings.data);
}

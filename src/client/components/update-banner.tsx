import { RefreshCw } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useUpdateAvailable } from '@client/lib/pwa/update-available';

/**
 * Shown while a new version is installed but not yet active, so nobody stays on a stale app shell
 * without knowing. It stays until used (a toast would close after 5 s and be missed).
 */
export function UpdateBanner() {
  const activate = useUpdateAvailable();
  if (!activate) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg lg:bottom-6"
    >
      <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <p className="flex-1">A new version of Cairn is available</p>
      <Button size="sm" onClick={activate}>
        Reload
      </Button>
    </div>
  );
}

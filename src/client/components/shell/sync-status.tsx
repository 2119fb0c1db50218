import { CloudOff, RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useQueuedWrites } from '@client/lib/offline/use-offline-sync';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine;

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

/** The sentence under the header while offline or while changes wait to be sent. */
export function syncStatusText(online: boolean, waiting: number): string | null {
  if (!online) {
    return waiting > 0
      ? `You are offline. ${changes(waiting)} saved on this device - will sync.`
      : 'You are offline. What you save stays on this device and syncs when you are back online.';
  }
  return waiting > 0 ? `${changes(waiting)} waiting to sync.` : null;
}

/** A quiet bar under the header: offline, and how much waits to be sent. Nothing when synced. */
export function SyncStatus() {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const waiting = useQueuedWrites().length;
  const text = syncStatusText(online, waiting);
  const Icon = online ? RefreshCw : CloudOff;
  return (
    <div role="status" data-testid="sync-status">
      {text ? (
        <p className="flex items-center gap-2 border-b border-slate-200 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900 sm:px-6">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {text}
        </p>
      ) : null}
    </div>
  );
}

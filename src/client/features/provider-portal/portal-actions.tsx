import { Share2, UserPlus } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** Share Report (only with a connected provider, and it says so) and Add Provider. */
export function PortalActions({
  canShare,
  loading,
  onShare,
  onAdd,
}: {
  canShare: boolean;
  loading: boolean;
  onShare(): void;
  onAdd(): void;
}) {
  const hintId = 'share-report-hint';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={onShare}
          disabled={!canShare}
          aria-describedby={!canShare && !loading ? hintId : undefined}
        >
          <Share2 aria-hidden="true" className="size-5" />
          Share Report
        </Button>
        <Button onClick={onAdd}>
          <UserPlus aria-hidden="true" className="size-5" />
          Add Provider
        </Button>
      </div>
      {!canShare && !loading ? (
        <p id={hintId} className="text-sm text-slate-600">
          You can share a report once a provider has connected with their invitation code.
        </p>
      ) : null}
    </div>
  );
}

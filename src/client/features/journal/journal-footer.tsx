import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { SAVED_ON_DEVICE } from '@client/lib/offline/outbox';
import type { SaveStatus } from './use-journal-autosave';

function statusText(status: SaveStatus, autosave: boolean): string {
  switch (status) {
    case 'saving':
      return 'Saving...';
    case 'saved':
      return autosave ? 'Entry auto-saved' : 'Entry saved';
    case 'pending':
      return autosave ? 'Changes will be saved in a moment' : 'You have unsaved changes';
    case 'queued':
      return SAVED_ON_DEVICE;
    case 'error':
      return 'Not saved yet. Check your connection and try again.';
    case 'limited':
      return "Not saved: this month's journal entries on the free plan are used up.";
    case 'new':
      return autosave ? 'Your entry saves itself as you go' : 'Press Save when you are done';
  }
}

/**
 * The footer status line, and the Save button when autosave is off (or a save failed, or the
 * plan's allowance refused it: Try again, after upgrading elsewhere).
 */
export function JournalFooter({
  status,
  autosave,
  onSave,
}: {
  status: SaveStatus;
  autosave: boolean;
  onSave(): void;
}) {
  const refused = status === 'error' || status === 'limited';
  const showButton = !autosave || refused;
  return (
    <div className="sticky bottom-[calc(5rem+env(safe-area-inset-bottom))] z-10 flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white/95 px-4 py-2 shadow-sm backdrop-blur lg:bottom-4">
      <p
        role="status"
        data-testid="journal-save-status"
        className={cn(
          'text-sm font-medium',
          status === 'error' ? 'text-red-700' : 'text-slate-700',
        )}
      >
        {statusText(status, autosave)}
      </p>
      {showButton ? (
        <Button
          size="sm"
          onClick={onSave}
          disabled={
            status === 'saving' || status === 'saved' || status === 'queued' || status === 'new'
          }
        >
          {refused ? 'Try again' : 'Save'}
        </Button>
      ) : null}
    </div>
  );
}

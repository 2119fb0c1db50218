import { ImageOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { Dialog } from '@client/components/ui/dialog';
import { mediaSource } from './voice-note-player';

export const PHOTO_MISSING = 'Photo not available';

export const photoAlt = (index: number, count: number, dateLabel: string) =>
  `Photo ${index + 1} of ${count} from ${dateLabel}`;

/** The entry's photos as small squares; one opens full size, and each can be deleted. */
export function PhotoGrid({
  urls,
  dateLabel,
  onDelete,
}: {
  urls: readonly string[];
  dateLabel: string;
  /** Leave out where the photos are only shown (History). */
  onDelete?(url: string): void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // A photo the server refused after the entry named it (sent while the journal was closed), or
  // one lost with a failed import: said in words rather than as a broken image.
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const markMissing = (url: string) => setMissing((known) => new Set(known).add(url));
  if (urls.length === 0) return null;
  const shown = open === null ? undefined : urls[open];
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="Photos">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              className="block aspect-square w-full overflow-hidden rounded-lg ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-primary"
              aria-label={`Open ${photoAlt(index, urls.length, dateLabel).replace('Photo', 'photo')}`}
            >
              {missing.has(url) ? (
                <span className="flex size-full flex-col items-center justify-center gap-1 bg-slate-100 p-1 text-center text-xs text-slate-700">
                  <ImageOff aria-hidden="true" className="size-5" />
                  {PHOTO_MISSING}
                </span>
              ) : (
                <img
                  src={mediaSource(url)}
                  alt={photoAlt(index, urls.length, dateLabel)}
                  loading="lazy"
                  onError={() => markMissing(url)}
                  className="size-full object-cover"
                />
              )}
            </button>
          </li>
        ))}
      </ul>
      {shown !== undefined && open !== null ? (
        <Dialog
          open
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          title={`Photo ${open + 1} of ${urls.length}`}
          className="max-w-3xl"
        >
          {missing.has(shown) ? (
            <p className="text-base text-slate-700">
              {PHOTO_MISSING}: it did not reach your account, so Cairn cannot show it.
              {onDelete ? ' You can delete it from this entry.' : ''}
            </p>
          ) : (
            <img
              src={mediaSource(shown)}
              alt={photoAlt(open, urls.length, dateLabel)}
              className="max-h-[70dvh] w-full rounded-lg object-contain"
            />
          )}
          {onDelete ? (
            <div className="mt-4 flex justify-end">
              <Button
                variant="outline"
                className="text-red-700"
                onClick={() => {
                  setDeleting(shown);
                  setOpen(null);
                }}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete photo
              </Button>
            </div>
          ) : null}
        </Dialog>
      ) : null}
      {deleting && onDelete ? (
        <ConfirmDialog
          title="Delete this photo?"
          description="The photo is removed from this entry and from your account."
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          pending={false}
          failure={null}
          onConfirm={() => {
            onDelete(deleting);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

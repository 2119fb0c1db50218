import { Eye, Image, Mic, Pencil, Trash2 } from 'lucide-react';
import type { JournalEntry } from '@core/journal';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { formatEntryDate } from '@client/lib/dates';
import type { Trend } from './history-items';
import { kindLabel } from './kind-label';
import { PainLevelBadge } from './pain-level-badge';
import { TrendIndicator } from './trend-indicator';
import {
  HISTORY_GRATITUDE_MAX,
  HISTORY_JOURNAL_MAX,
  HISTORY_NOTES_MAX,
  truncateText,
} from './truncate';

/** Small marks for an entry's voice note and photos, each with words for screen readers. */
function MediaMarks({ entry }: { entry: JournalEntry }) {
  const photos = entry.photoUrls.length;
  if (!entry.voiceNoteUrl && photos === 0) return null;
  return (
    <span className="flex items-center gap-1 text-slate-600" data-testid="entry-media-marks">
      {entry.voiceNoteUrl ? (
        <Mic role="img" aria-label="Has a voice note" className="size-5" />
      ) : null}
      {photos > 0 ? (
        <Image
          role="img"
          aria-label={photos === 1 ? 'Has a photo' : `Has ${photos} photos`}
          className="size-5"
        />
      ) : null}
    </span>
  );
}

function Excerpt({ label, text, max }: { label?: string; text: string | null; max: number }) {
  if (!text?.trim()) return null;
  return (
    <p className="text-slate-700 [overflow-wrap:anywhere]">
      {label ? <span className="font-semibold text-slate-800">{label}: </span> : null}
      {truncateText(text.trim(), max)}
    </p>
  );
}

/** One entry in the history list, with buttons to open, edit or delete it. */
export function HistoryEntryCard({
  entry,
  trend,
  onOpen,
  onEdit,
  onDelete,
}: {
  entry: JournalEntry;
  trend: Trend | null;
  onOpen(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const date = formatEntryDate(entry.date);
  const kind = kindLabel(entry.kind);
  const headingId = `entry-${entry.id}`;
  // Names such as "Edit entry from Sunday, March 1, 2026" keep the buttons apart for screen
  // readers; they begin with the visible word, so voice control still finds them.
  const what = kind ? `${kind.toLowerCase()} from ${date}` : `entry from ${date}`;
  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 p-4 sm:p-5"
      data-testid="history-entry"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {date}
          </h2>
          {kind ? (
            <span
              className={
                entry.kind === 'emergency'
                  ? 'rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-800 ring-1 ring-red-200'
                  : 'rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-200'
              }
            >
              {kind}
            </span>
          ) : null}
          <MediaMarks entry={entry} />
        </div>
        <div className="flex items-center gap-3">
          <PainLevelBadge level={entry.painLevel} />
          {trend ? <TrendIndicator trend={trend} /> : null}
        </div>
      </div>
      <Excerpt text={entry.journalEntry} max={HISTORY_JOURNAL_MAX} />
      <Excerpt label="Grateful for" text={entry.gratitude} max={HISTORY_GRATITUDE_MAX} />
      <Excerpt label="Notes" text={entry.notes} max={HISTORY_NOTES_MAX} />
      <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        <Button
          variant="outline"
          size="sm"
          className="px-2 sm:px-4"
          onClick={onOpen}
          aria-label={`View ${what}`}
        >
          <Eye aria-hidden="true" className="size-4" />
          View
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="px-2 sm:px-4"
          onClick={onEdit}
          aria-label={`Edit ${what}`}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${what}`}
          className="px-2 text-red-700 hover:bg-red-50 hover:text-red-800 sm:px-4"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </Card>
  );
}

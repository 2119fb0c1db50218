import { NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { JournalEntry } from '@core/journal';
import { moodLabel, painDescriptor } from '@core/pain-scale';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { painColorClasses } from '@client/lib/pain-colors';

/** Spec §9: at most 3 tags are shown on the dashboard. */
export const DASHBOARD_TAG_LIMIT = 3;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="flex items-center gap-2">{children}</dd>
    </div>
  );
}

function ProgressDetails({ entry }: { entry: JournalEntry }) {
  const tags = entry.customTags.slice(0, DASHBOARD_TAG_LIMIT);
  const hiddenTags = entry.customTags.length - tags.length;
  const note = entry.journalEntry?.trim() || entry.notes?.trim();
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col gap-3">
        <Row label="Pain level">
          <span className="text-lg font-bold text-slate-900">{entry.painLevel}/10</span>
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
              painColorClasses(entry.painLevel).tone,
            )}
          >
            {painDescriptor(entry.painLevel)}
          </span>
        </Row>
        {entry.moodLevel !== null ? (
          <Row label="Mood">
            <span className="text-lg font-bold text-slate-900">{entry.moodLevel}/5</span>
            <span className="text-sm font-semibold text-slate-700">
              {moodLabel(entry.moodLevel)}
            </span>
          </Row>
        ) : null}
      </dl>
      {tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge
                variant="secondary"
                className="max-w-full px-3 py-1 text-sm [overflow-wrap:anywhere]"
              >
                {tag}
              </Badge>
            </li>
          ))}
          {hiddenTags > 0 ? (
            <li>
              <Badge variant="outline" className="px-3 py-1 text-sm">
                +{hiddenTags} more
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      {note ? (
        <p
          className="line-clamp-3 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]"
          data-testid="today-note"
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}

/** Today's pain, mood, tags and note, or an invitation to log when there is nothing yet. */
export function TodaysProgressCard({ entry }: { entry: JournalEntry | null }) {
  return (
    <Card role="region" aria-labelledby="todays-progress-heading" className="h-full">
      <CardHeader>
        <CardTitle id="todays-progress-heading">Today&apos;s Progress</CardTitle>
      </CardHeader>
      <CardContent>
        {entry ? (
          <ProgressDetails entry={entry} />
        ) : (
          <div className="flex flex-col items-start gap-4">
            <p className="text-slate-700">No entry logged for today yet</p>
            <Link href="/journal" className={buttonVariants()}>
              <NotebookPen aria-hidden="true" className="size-5" />
              Log Today&apos;s Entry
            </Link>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

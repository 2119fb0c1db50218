import { Activity, Siren, Zap } from 'lucide-react';
import type { EntryKind } from '@core/journal';
import { RECENT_ACTIVITY_EMPTY, type ActivityItem } from '@core/recent-activity';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { relativeTime } from '@client/lib/relative-time';

const ICONS: Record<EntryKind, typeof Activity> = {
  journal: Activity,
  quick: Zap,
  emergency: Siren,
};

export function RecentActivityCard({ items, now }: { items: ActivityItem[]; now: Date }) {
  return (
    <Card role="region" aria-labelledby="recent-activity-heading" className="h-full">
      <CardHeader>
        <CardTitle id="recent-activity-heading">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-slate-700">{RECENT_ACTIVITY_EMPTY}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((item) => {
              const Icon = ICONS[item.kind];
              return (
                <li key={item.id} className="flex items-center gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <span className="font-medium text-slate-900">{item.description}</span>
                    <time dateTime={item.createdAt} className="text-sm text-slate-600">
                      {relativeTime(item.createdAt, now)}
                    </time>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

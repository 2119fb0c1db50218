import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { Trigger } from '@core/triggers';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { CategoryBadge } from './category-badge';

/** "Active Triggers (N)" or "Inactive Triggers (N)" with one row per trigger. */
export function TriggerList({
  title,
  emptyText,
  triggers,
  muted = false,
  onDelete,
}: {
  title: string;
  emptyText: string;
  triggers: Trigger[];
  muted?: boolean;
  onDelete(trigger: Trigger): void;
}) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <CardTitle id={headingId}>
            {title} ({triggers.length})
          </CardTitle>
        </CardHeader>
        <CardContent>
          {triggers.length === 0 ? (
            <p className="text-slate-600">{emptyText}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {triggers.map((trigger) => (
                <li
                  key={trigger.id}
                  data-testid="trigger-item"
                  className={cn(
                    'flex items-center gap-3 rounded-xl border border-slate-200 p-3 pl-4',
                    muted ? 'bg-slate-50' : 'bg-white',
                  )}
                >
                  <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-semibold break-words text-slate-900 [overflow-wrap:anywhere]">
                      {trigger.name}
                    </span>
                    <CategoryBadge category={trigger.category} />
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${trigger.name}`}
                    onClick={() => onDelete(trigger)}
                    className="text-slate-600 hover:bg-red-50 hover:text-danger"
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

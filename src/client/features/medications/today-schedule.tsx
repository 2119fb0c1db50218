import { AlertCircle, Check, Clock } from 'lucide-react';
import type { TodayScheduleItem } from '@core/medications';
import { useTodaySchedule } from '@client/api/medications/get-medications';
import { useLogDose } from '@client/api/medications/write-medication';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { withSyncNote } from '@client/lib/offline/outbox';
import { toast } from '@client/lib/toast';

function StatusBadge({ item }: { item: TodayScheduleItem }) {
  const [label, Icon, tone] = item.taken
    ? (['Taken', Check, 'bg-emerald-100 text-emerald-900'] as const)
    : item.overdue
      ? (['Overdue', AlertCircle, 'bg-red-100 text-red-900'] as const)
      : (['Due', Clock, 'bg-amber-100 text-amber-900'] as const);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-bold',
        tone,
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  );
}

export function TodaySchedule() {
  const schedule = useTodaySchedule();
  const logDose = useLogDose();

  function markTaken(item: TodayScheduleItem) {
    logDose.mutate(
      {
        medicationId: item.medication.id,
        effectiveness: 7,
        skipped: false,
        scheduledTime: item.dueTime,
      },
      {
        onSuccess: ({ queued }) =>
          toast({
            title: 'Dose logged',
            description: withSyncNote('Your medication dose has been recorded.', queued),
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to log medication. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Today&apos;s Schedule</CardTitle>
      </CardHeader>
      <CardContent>
        {schedule.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : !schedule.data || schedule.data.length === 0 ? (
          <p className="text-slate-600">No medications scheduled for today</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Doses due today">
            {schedule.data.map((item) => (
              <li
                key={`${item.medication.id}-${item.dueTime}`}
                data-testid="schedule-item"
                className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4"
              >
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-semibold text-slate-900">{item.medication.name}</p>
                    <p className="text-slate-600">{item.medication.dosage}</p>
                  </div>
                  <StatusBadge item={item} />
                </div>
                <p className="text-slate-700">
                  Due at <time className="font-semibold tabular-nums">{item.dueTime}</time>
                </p>
                {item.taken ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={logDose.isPending}
                    onClick={() => markTaken(item)}
                  >
                    <Check aria-hidden="true" className="size-4" />
                    Mark as Taken
                    <span className="sr-only">
                      : {item.medication.name} at {item.dueTime}
                    </span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

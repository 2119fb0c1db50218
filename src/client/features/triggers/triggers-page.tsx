import { Plus, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Trigger } from '@core/triggers';
import { useTriggers } from '@client/api/triggers/get-triggers';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { PageTitle } from '@client/components/ui/page-title';
import { Skeleton } from '@client/components/ui/skeleton';
import { DeleteTriggerDialog } from './delete-trigger-dialog';
import { TriggerForm } from './trigger-form';
import { TriggerInfoCard } from './trigger-info-card';
import { TriggerList } from './trigger-list';

function TriggersSkeleton() {
  return (
    <div role="status" aria-label="Loading your triggers" className="flex flex-col gap-4">
      <Skeleton className="h-40 rounded-2xl" />
      <Skeleton className="h-28 rounded-2xl" />
    </div>
  );
}

function EmptyTriggers({ onAdd }: { onAdd(): void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-4 p-6 pt-6">
        <h2 className="text-lg font-semibold text-slate-900">No Triggers Added Yet</h2>
        <p className="text-slate-700">
          Add the things that seem to bring on your pain, so you can spot patterns over time.
        </p>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-5" />
          Add Your First Trigger
        </Button>
      </CardContent>
    </Card>
  );
}

/** Moves focus once, after the current render and any closing dialog have settled. */
function useFocusLater() {
  const [target, setTarget] = useState<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => {
      target.current?.focus();
      setTarget(null);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [target]);
  return setTarget;
}

export function TriggersPage() {
  const triggers = useTriggers();
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Trigger | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();

  const closeForm = () => {
    setFormOpen(false);
    focusLater(addButton);
  };

  const list = triggers.data ?? [];
  const active = list.filter((trigger) => trigger.isActive);
  const inactive = list.filter((trigger) => !trigger.isActive);

  let body;
  if (triggers.isPending) body = <TriggersSkeleton />;
  else if (triggers.isError) {
    body = (
      <Card role="alert">
        <CardContent className="flex flex-col items-start gap-4 p-6 pt-6">
          <p className="text-lg text-slate-800">
            We couldn&apos;t load your triggers. Please check your connection and try again.
          </p>
          <Button
            variant="outline"
            onClick={() => void triggers.refetch()}
            disabled={triggers.isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-5" />
            {triggers.isFetching ? 'Retrying…' : 'Retry'}
          </Button>
        </CardContent>
      </Card>
    );
  } else if (list.length === 0) {
    body = formOpen ? null : <EmptyTriggers onAdd={() => setFormOpen(true)} />;
  } else {
    body = (
      <section aria-labelledby="triggers-list-heading" className="flex flex-col gap-4">
        <h2 id="triggers-list-heading" ref={listHeading} tabIndex={-1} className="sr-only">
          Your triggers
        </h2>
        <TriggerList
          title="Active Triggers"
          emptyText="No active triggers."
          triggers={active}
          onDelete={setDeleting}
        />
        <TriggerList
          title="Inactive Triggers"
          emptyText="No inactive triggers."
          triggers={inactive}
          muted
          onDelete={setDeleting}
        />
      </section>
    );
  }

  return (
    <div data-testid="triggers-page">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageTitle
          title="Pain Triggers"
          subtitle="Keep track of what seems to set off your pain."
        />
        {formOpen ? null : (
          // A plain button: the shared Button does not pass a ref on, and focus returns here.
          <button
            type="button"
            ref={addButton}
            onClick={() => setFormOpen(true)}
            className={buttonVariants({ className: 'mb-6' })}
          >
            <Plus aria-hidden="true" className="size-5" />
            Add Trigger
          </button>
        )}
      </div>
      <div className="flex flex-col gap-6">
        {formOpen ? <TriggerForm onClose={closeForm} /> : null}
        {body}
        <TriggerInfoCard />
      </div>
      {deleting ? (
        <DeleteTriggerDialog
          trigger={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            focusLater(list.length > 1 ? listHeading : addButton);
          }}
        />
      ) : null}
    </div>
  );
}

import { Bell, Plus } from 'lucide-react';
import { Button } from '@client/components/ui/button';

/** Alerts (the unread count shown, and read out in its name) and Add Device. */
export function PageActions({
  unread,
  onAlerts,
  onAdd,
}: {
  unread: number;
  onAlerts(): void;
  onAdd(): void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        onClick={onAlerts}
        aria-label={unread > 0 ? `Alerts, ${unread} unread` : undefined}
      >
        <Bell aria-hidden="true" className="size-5" />
        Alerts
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="inline-flex min-w-6 justify-center rounded-full bg-red-100 px-1.5 text-sm font-bold text-red-800"
          >
            {unread}
          </span>
        ) : null}
      </Button>
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-5" />
        Add Device
      </Button>
    </div>
  );
}

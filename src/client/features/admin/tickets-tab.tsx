import { Inbox } from 'lucide-react';
import { useState } from 'react';
import type { AdminTicket } from '@core/admin';
import { useAdminTickets } from '@client/api/admin/get-tickets';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { TicketCard } from './ticket-card';
import { TicketDialog } from './ticket-dialog';

export function TicketsTab({ timeZone }: { timeZone: string }) {
  const tickets = useAdminTickets();
  // The id, not the object: after a save the panel is closed and the list holds fresh copies.
  const [openId, setOpenId] = useState<string | null>(null);
  const open = tickets.data?.find((ticket) => ticket.id === openId) ?? null;

  let body;
  if (tickets.isPending) {
    body = (
      <div role="status" aria-label="Loading support tickets" className="flex flex-col gap-3">
        <Skeleton className="h-36 rounded-2xl" />
        <Skeleton className="h-36 rounded-2xl" />
      </div>
    );
  } else if (tickets.isError) {
    // The spec shows a failed load as an empty list; saying so is more honest (decision 0013).
    body = (
      <LoadError
        what="the support tickets"
        onRetry={() => void tickets.refetch()}
        retrying={tickets.isFetching}
      />
    );
  } else if (tickets.data.length === 0) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-8 pt-8 text-center">
          <Inbox aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-lg text-slate-700">No support tickets yet</p>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <ul aria-label="Support tickets" className="flex flex-col gap-3">
        {tickets.data.map((ticket: AdminTicket) => (
          <li key={ticket.id}>
            <TicketCard ticket={ticket} timeZone={timeZone} onOpen={(t) => setOpenId(t.id)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="admin-tickets-heading">
      <h2 id="admin-tickets-heading" className="sr-only">
        Support Tickets
      </h2>
      {body}
      {open ? (
        <TicketDialog
          key={open.id}
          ticket={open}
          timeZone={timeZone}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </section>
  );
}
